/** A run of extracted text, in reading order; `page` is the PDF page (1-based), null elsewhere. */
export interface TextPiece {
  text: string;
  page: number | null;
}

/** Content that says why it is not indexed: the file becomes SKIPPED (or FAILED) with `reason`. */
export class NotIndexable extends Error {
  constructor(
    readonly status: 'SKIPPED' | 'FAILED',
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'NotIndexable';
  }
}
