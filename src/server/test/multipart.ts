/** A multipart/form-data body as a browser's FormData would send it, for app.inject(). */
export async function multipartBody(
  fields: Record<string, string | Blob | { name: string; content: BlobPart; type?: string }>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' || value instanceof Blob) form.append(name, value);
    else form.append(name, new Blob([value.content], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
