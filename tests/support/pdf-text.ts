import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of a PDF, page by page joined with newlines, as a reader would copy it out. */
export async function pdfText(bytes: ArrayBuffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""),
    );
  }
  await doc.destroy();
  return { text: pages.join("\n").replace(/[ \t]+/g, " "), pages: doc.numPages };
}
