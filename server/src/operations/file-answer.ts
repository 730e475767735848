/**
 * An operation's answer that is a file (an invoice's PDF, a CSV) rather than data: the REST door
 * sends its bytes as they are, with their type and a download name, instead of the JSON envelope.
 */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    /** The name a browser saves it under: `AQC-26-27-0001.pdf`. */
    readonly fileName: string,
    readonly body: Buffer | string,
  ) {}
}
