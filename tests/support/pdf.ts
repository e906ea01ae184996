import { PDFParse } from 'pdf-parse';

export interface ParsedPdf {
  /** The Title entry of the document information dictionary. */
  title: string | undefined;
  /** Text of each page, in order. */
  pages: string[];
}

/** Parses a PDF as a reader would: rejects anything that is not one, returns its title and page texts. */
export async function parsePdf(data: Uint8Array): Promise<ParsedPdf> {
  if (Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new Error('Not a PDF: the file does not start with %PDF-.');
  // pdf.js takes ownership of a typed array it is given, so it gets a copy.
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const info = await parser.getInfo();
    const text = await parser.getText();
    return { title: info.info?.Title as string | undefined, pages: text.pages.map((page) => page.text) };
  } finally {
    await parser.destroy();
  }
}
