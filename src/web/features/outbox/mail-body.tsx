// Links in a mail's text become real links, so an admin can open e.g. a password reset link without copying it.
const urlPattern = /(https?:\/\/[^\s<>"]+)/g;

export function MailBody({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <a key={index} href={part} className="text-primary underline break-all">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
