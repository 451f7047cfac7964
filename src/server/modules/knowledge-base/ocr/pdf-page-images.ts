import { type getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { TFileProblem } from '../extraction/extraction-types';
import { openPdf } from '../extraction/pdf-text';
import { type TRawImage, toPnm } from './pnm-image';

type TPdf = Awaited<ReturnType<typeof getDocumentProxy>>;
type TPage = Awaited<ReturnType<TPdf['getPage']>>;

/** Smaller pictures (logos, rules, specks) hold no text worth reading and only cost OCR time. */
const minTextImageSide = 32;

/**
 * One page of a scanned PDF as images, without rendering: a scan is one picture (or a few strips) per page, so the
 * decoded image XObjects pdf.js already produces are what the OCR engine needs. Runs in a sandbox thread (the OCR
 * engine calls it page by page): decoding a stranger's images is the riskiest work the server does. The file is
 * opened within pdf-limits.ts, so pdf.js skips any image over pdfMaxImagePixels before decoding it.
 */
export async function scannedPageImages({
  bytes,
  pageNumber,
}: {
  bytes: Uint8Array;
  pageNumber: number;
}): Promise<{ pageCount: number; images: Uint8Array[] } | TFileProblem> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  const { pdf } = opened;
  try {
    if (pageNumber > pdf.numPages) return { pageCount: pdf.numPages, images: [] };
    const { OPS } = await getResolvedPDFJS();
    const page = await pdf.getPage(pageNumber);
    const operators = await page.getOperatorList();
    const images: Uint8Array[] = [];
    for (let i = 0; i < operators.fnArray.length; i++) {
      if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
      const image = await decodedImage(page, operators.argsArray[i][0] as string);
      if (!image || image.width < minTextImageSide || image.height < minTextImageSide) continue;
      const pnm = toPnm(image);
      if (pnm) images.push(pnm);
    }
    return { pageCount: pdf.numPages, images };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

function decodedImage(page: TPage, key: string): Promise<TRawImage | null> {
  const store = key.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    store.get(key, (image: Partial<TRawImage> | null) =>
      resolve(image?.data && image.width && image.height && image.kind ? (image as TRawImage) : null),
    );
  });
}
