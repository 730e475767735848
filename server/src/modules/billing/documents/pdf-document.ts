import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatIndianNumber } from '@sevak/shared';
import { keptWhileUsed } from '../../../lib/kept-while-used';

/*
 * What the billing documents share: a PDF written into a Buffer in an embedded font, text that
 * is measured before it is placed (so nothing overlaps and nothing starts a page by itself), and
 * the way amounts, quantities and dates are printed.
 *
 * The font is Noto Sans (SIL Open Font License), regular and bold, embedded as a subset of the
 * glyphs used. The 14 standard PDF fonts have no rupee sign (₹), and pdfkit reads their metrics
 * from data files of its own: no document here ever uses one. The font files are found in
 * node_modules at run time, beside pdfkit: the server bundle (scripts/build-server.ts) leaves
 * every dependency of the server external, so `import.meta.url` is then server/dist/server.mjs
 * and Node's resolution walks up from there to the same node_modules.
 *
 * Text with Devanagari in it (the Hindi headings of a business that chose them, a customer's name
 * typed in Hindi) is set in Noto Sans Devanagari instead, regular and bold, which also has the
 * Latin letters, digits and ₹ of such a line: fontkit shapes it (conjuncts, the i-matra before its
 * consonant). It is read and registered only when a document has such text, so a document
 * without any is what it always was.
 */

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

const DEVANAGARI_FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

/** The fonts' names inside a document. */
const REGULAR = 'Body';
const BOLD = 'Body-Bold';
const DEVANAGARI_REGULAR = 'Devanagari';
const DEVANAGARI_BOLD = 'Devanagari-Bold';

/** A Devanagari letter, sign or danda: text with any is set in the Devanagari font. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;

type FontPair = Record<'regular' | 'bold', Font>;

/** Reads and parses a font file found beside pdfkit; `required` is a code point it must have. */
function parseFont(file: string, required: number, what: string): Font {
  const { resolve } = createRequire(import.meta.url);
  const font = createFont(readFileSync(resolve(file)));
  if (!('hasGlyphForCodePoint' in font) || !font.hasGlyphForCodePoint(required)) throw new Error(`${file} is not a font with ${what}`);
  return font;
}

/**
 * How long parsed fonts are kept after the last document began. Parsing is most of a short
 * invoice's time (measured at the large benchmark business: 30 ms a PDF with the fonts kept,
 * 145–195 ms parsing them for each), and once used they hold some 12 MB of the server's heap.
 * Documents made within a minute of each other (a run of invoices printed in a row, any business's)
 * share one parse; a PDF after a quiet minute takes the parse again, and a server that printed
 * one in the morning does not carry the fonts all day.
 */
const FONTS_KEPT_IDLE_MS = 60_000;

/**
 * The fonts, read and parsed when a document needs them; each document still embeds its own
 * subset. An absent font package fails the first document, loudly.
 */
const documentFonts = keptWhileUsed(
  (): FontPair => ({
    regular: parseFont(FONT_FILES.regular, 0x20b9, 'the rupee sign'),
    bold: parseFont(FONT_FILES.bold, 0x20b9, 'the rupee sign'),
  }),
  FONTS_KEPT_IDLE_MS,
);

/** The Devanagari fonts, read and parsed when a document has Hindi in it. */
const devanagariFonts = keptWhileUsed(
  (): FontPair => ({
    regular: parseFont(DEVANAGARI_FONT_FILES.regular, 0x0915, 'Devanagari'),
    bold: parseFont(DEVANAGARI_FONT_FILES.bold, 0x0915, 'Devanagari'),
  }),
  FONTS_KEPT_IDLE_MS,
);

export const COLORS = { text: '#111111', muted: '#555555', rule: '#8c8c8c', fill: '#ececec', stamp: '#b00020' } as const;

export interface TextStyle {
  bold?: boolean;
  /** Points; 8 unless told. */
  size?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
}

export interface OpenedPdf {
  doc: PDFKit.PDFDocument;
  sheet: Sheet;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * A new document whose pages stay in memory until it is finished (so each page's footer can say
 * "Page 2 of 3"), its text in the embedded font from the first character.
 */
export function openPdf(options: { size: 'A4' | 'A5'; margins: { top: number; bottom: number; left: number; right: number }; title: string; author: string }): OpenedPdf {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: options.size,
    margins: options.margins,
    // No default font: pdfkit's would be Helvetica, read from its own metrics files. Every
    // piece of text names one of the fonts registered below.
    font: null as unknown as string,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Creator: 'Sevak' },
  });
  // pdfkit 0.20 takes a parsed fontkit font; @types/pdfkit (0.17) does not know it yet.
  doc.registerFont(REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  doc.font(REGULAR).fillColor(COLORS.text);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    sheet: new Sheet(doc),
    finish() {
      doc.end();
      return ended;
    },
  };
}

/** Writing on the current page at given places: every call measures first and never adds a page. */
export class Sheet {
  private devanagariRegistered = false;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  get left(): number {
    return this.doc.page.margins.left;
  }
  get right(): number {
    return this.doc.page.width - this.doc.page.margins.right;
  }
  get width(): number {
    return this.right - this.left;
  }
  get top(): number {
    return this.doc.page.margins.top;
  }
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** The font for `text` in `style`: the Devanagari one when the text has Devanagari in it. */
  private fontFor(text: string, style: TextStyle): string {
    if (!DEVANAGARI.test(text)) return style.bold ? BOLD : REGULAR;
    if (!this.devanagariRegistered) {
      const fonts = devanagariFonts();
      this.doc.registerFont(DEVANAGARI_REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
      this.doc.registerFont(DEVANAGARI_BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
      this.devanagariRegistered = true;
    }
    return style.bold ? DEVANAGARI_BOLD : DEVANAGARI_REGULAR;
  }

  private use(text: string, style: TextStyle): void {
    this.doc
      .font(this.fontFor(text, style))
      .fontSize(style.size ?? 8)
      .fillColor(style.color ?? COLORS.text);
  }

  /** The height `text` takes wrapped to `width`. */
  measure(text: string, width: number, style: TextStyle = {}): number {
    if (!text) return 0;
    this.use(text, style);
    return this.doc.heightOfString(text, { width, align: style.align ?? 'left', lineGap: 0 });
  }

  /** The width of `text` on one line. */
  widthOf(text: string, style: TextStyle = {}): number {
    this.use(text, style);
    return this.doc.widthOfString(text);
  }

  /**
   * Writes `text` wrapped to `width` from (x, y) and answers its height. It never continues on a
   * page of pdfkit's choosing: the caller made room for it (Flow.ensure), and what still would
   * not fit is cut at the paper's edge.
   */
  write(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    if (!text) return 0;
    const height = this.measure(text, width, style);
    const room = Math.max(this.doc.page.height - y, 0);
    // Shaped Devanagari is glyphs in the order they are drawn (the i-matra before its consonant,
    // conjuncts as one): the text as written goes beside them, for copying and searching.
    const spelled = DEVANAGARI.test(text);
    if (spelled) this.doc.markContent('Span', { actual: text });
    this.doc.text(text, x, y, { width, align: style.align ?? 'left', lineGap: 0, height: Math.min(height + 1, room) });
    if (spelled) this.doc.endMarkedContent();
    return height;
  }

  /** A horizontal rule from `x1` to `x2`. */
  rule(x1: number, x2: number, y: number, color: string = COLORS.rule, lineWidth = 0.5): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(lineWidth).strokeColor(color).stroke().restore();
  }

  /** A box's outline, optionally filled. */
  box(x: number, y: number, width: number, height: number, options: { fill?: string; stroke?: string; lineWidth?: number } = {}): void {
    this.doc.save().rect(x, y, width, height).lineWidth(options.lineWidth ?? 0.5);
    if (options.fill) this.doc.fillAndStroke(options.fill, options.stroke ?? COLORS.rule);
    else this.doc.strokeColor(options.stroke ?? COLORS.rule).stroke();
    this.doc.restore();
  }
}

/**
 * A position that runs down the pages: `ensure` makes room for what comes next, starting a new
 * page (with its running header, drawn by `startPage`) when the current one has too little.
 */
export class Flow {
  y: number;

  constructor(
    readonly sheet: Sheet,
    /** Draws a continuation page's running header; answers where its body starts. */
    private readonly startPage: () => number,
  ) {
    this.y = sheet.top;
  }

  /** Leaves room for `height` here, or moves to a new page; `onNewPage` then redraws what repeats (a table's header). */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.y + height <= this.sheet.bottom) return;
    this.sheet.doc.addPage();
    this.y = this.startPage();
    onNewPage?.();
  }
}

/** Rupees as printed in figures: 123456.5 → "1,23,456.50". */
export function figures(rupees: number): string {
  return formatIndianNumber(Math.round(rupees * 100));
}

/** Rupees with the rupee sign: "₹1,23,456.50". */
export function withRupeeSign(rupees: number): string {
  const text = figures(rupees);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** A quantity as typed: 2.5, 1,000. */
export function quantityText(quantity: number): string {
  return QUANTITY.format(quantity);
}

/** A GST rate in percent: 18 → "18%", 0.125 → "0.125%". */
export function percent(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/** A calendar day (YYYY-MM-DD, or a timestamp starting with one) as Indian documents print it: dd-mm-yyyy. */
export function dayMonthYear(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** A state as a document names it: "Maharashtra (27)". */
export function stateWithCode(stateName: string, stateCode: string): string {
  return stateName && stateName !== stateCode ? `${stateName} (${stateCode})` : stateCode;
}

/** An address with its PIN: "12 MG Road, Pune, PIN 411001". */
export function addressWithPin(address: string | null, pinCode: string | null): string {
  return [address?.trim(), pinCode ? `PIN ${pinCode}` : null].filter(Boolean).join(', ');
}

/** A document number as a file name: "AQC/26-27/0001" → "AQC-26-27-0001.pdf". */
export function pdfFileName(documentNumber: string): string {
  return `${documentNumber.replace(/[\\/]/g, '-')}.pdf`;
}

/** The PNG or JPEG bytes of a logo's data URL (pdfkit draws no other kind), or null. */
export function logoImage(logo: string | null): Buffer | null {
  const match = logo ? /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(logo) : null;
  return match?.[1] ? Buffer.from(match[1], 'base64') : null;
}

/**
 * "For <seller>", room for a signature and stamp, "Authorised Signatory": right-aligned in
 * `width` at `x`. Answers its height.
 */
export function signatureBlock(sheet: Sheet, sellerName: string, x: number, y: number, width: number, signatory = 'Authorised Signatory'): number {
  let height = sheet.write(`For ${sellerName}`, x, y, width, { bold: true, size: 8.5, align: 'right' });
  height += 34;
  sheet.rule(x + width - 150, x + width, y + height, COLORS.text);
  height += 3;
  height += sheet.write(signatory, x, y + height, width, { size: 8, align: 'right' });
  return height;
}

/** The height `signatureBlock` takes. */
export function signatureBlockHeight(sheet: Sheet, sellerName: string, width: number, signatory = 'Authorised Signatory'): number {
  return sheet.measure(`For ${sellerName}`, width, { bold: true, size: 8.5, align: 'right' }) + 37 + sheet.measure(signatory, width);
}
