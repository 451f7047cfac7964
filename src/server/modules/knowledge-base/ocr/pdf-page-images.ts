import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { type TRawImage, toPnm } from './pnm-image';

type TPdf = Awaited<ReturnType<typeof getDocumentProxy>>;
type TPage = Awaited<ReturnType<TPdf['getPage']>>;

/** Smaller pictures (logos, rules, specks) hold no text worth reading and only cost OCR time. */
const minTextImageSide = 32;

/**
 * A scanned PDF's pages as images, without rendering: a scan is one picture (or a few strips) per page, so the
 * decoded image XObjects pdf.js already produces are what the OCR engine needs. Opened once for all the pages.
 */
export async function openScannedPdf(bytes: Uint8Array) {
  // A copy: pdf.js may take over the buffer it is given, and the caller still owns these bytes.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const { OPS } = await getResolvedPDFJS();
  return {
    pageCount: pdf.numPages,
    /** The page's text-sized images, in drawing order, as PNM buffers tesseract reads. */
    async pageImages(pageNumber: number): Promise<Buffer[]> {
      const page = await pdf.getPage(pageNumber);
      try {
        const operators = await page.getOperatorList();
        const images: Buffer[] = [];
        for (let i = 0; i < operators.fnArray.length; i++) {
          if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
          const image = await decodedImage(page, operators.argsArray[i][0] as string);
          if (!image || image.width < minTextImageSide || image.height < minTextImageSide) continue;
          const pnm = toPnm(image);
          if (pnm) images.push(pnm);
        }
        return images;
      } finally {
        page.cleanup();
      }
    },
    close: () => pdf.destroy().catch(() => undefined),
  };
}

function decodedImage(page: TPage, key: string): Promise<TRawImage | null> {
  const store = key.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    store.get(key, (image: Partial<TRawImage> | null) =>
      resolve(image?.data && image.width && image.height && image.kind ? (image as TRawImage) : null),
    );
  });
}
