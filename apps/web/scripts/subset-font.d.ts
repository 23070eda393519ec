// subset-font 2.9 ships no types (and @types/subset-font stops at 2.3, without keepFeatures): the part we call.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** OpenType feature tags to keep; all are kept when absent. */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
