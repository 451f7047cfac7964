// The asset library (admin-area.md: /admin/assets, sections 4, 5, 8 and 9).

/** Section 9: "8 for assets". */
export const assetSkeletonCount = 8;

/** Images up to this size come with their bytes in the list, for the card's inline preview. */
export const assetPreviewMaxBytes = 256 * 1024;

/** Kept short enough for any file system and for the Content-Disposition header. */
export const assetFilenameMaxLength = 200;

/** Section 9: "asset size shows bytes/1024 to 2 decimals as KB". */
export const formatAssetSize = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/**
 * Where an asset is served: a stable public address (the id never changes content). Outside /_api because it is not
 * an API answer, and not under /assets/, which is where the built web app keeps its own files.
 */
export const assetUrlPrefix = '/media';
export const assetPath = (id: string, filename: string) => `${assetUrlPrefix}/${id}/${encodeURIComponent(filename)}`;

export const assetTexts = {
  breadcrumbRoot: 'Admin',
  breadcrumb: 'Assets',
  dropZoneLabel: 'Upload an asset',
  uploading: 'Uploading...',
  dropHere: 'Drop the file here ...',
  dragOrClick: "Drag 'n' drop a file here, or click to select a file",
  listLabel: 'Assets',
  empty: 'No assets uploaded yet.',
  loadFailed: 'Failed to load assets.',
  uploadFailed: 'Upload failed.',
  uploaded: 'Asset uploaded successfully!',
  emptyFile: 'The file is empty.',
  copyUrl: (filename: string) => `Copy URL of ${filename}`,
  copyUrlShort: 'Copy URL',
  copied: 'Address copied.',
  copyFailed: 'The address could not be copied.',
  delete: 'Delete',
  deleteLabel: (filename: string) => `Delete ${filename}`,
  deleteTitle: 'Delete this asset?',
  deleteQuestion: (filename: string) =>
    `"${filename}" will be removed and its address will stop working. This cannot be undone.`,
  cancel: 'Cancel',
  deleting: 'Deleting...',
  deleted: 'Asset deleted.',
  deleteFailed: 'Failed to delete asset.',
  notFound: 'Asset not found.',
  previewAlt: (filename: string) => `Preview of ${filename}`,
} as const;
