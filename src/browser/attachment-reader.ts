import {
  SNIFF_BYTES,
  checkAttachment,
  mimeTypeOf,
  toDataUrl,
  type Attachment,
  type AttachmentErrorCode,
} from "../domain/attachment";

/** Rejected with a `code` the machine understands (see AttachmentErrorCode). */
export class AttachmentRejected extends Error {
  constructor(readonly code: AttachmentErrorCode) {
    super(`Attachment refused: ${code}`);
    this.name = "AttachmentRejected";
  }
}

/**
 * Checks size and real content (the claimed name and type can lie), then builds the data URL
 * from the sniffed kind. Reads the head first so a 2 GB video is refused without reading it.
 */
export async function readAttachment(
  file: File,
  signal?: AbortSignal,
  createObjectUrl = (blob: Blob) => URL.createObjectURL(blob),
): Promise<Attachment> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    throw new AttachmentRejected("readFailed");
  }
  const check = checkAttachment(file.size, head);
  if (!check.ok) throw new AttachmentRejected(check.error);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new AttachmentRejected("readFailed");
  }
  // An abandoned read (the widget left the form) must not create a URL nobody will revoke.
  if (signal?.aborted) throw new AttachmentRejected("readFailed");
  return {
    // Typed by what the bytes are, never by what the file claims: a preview opened in a tab must
    // not be served as an HTML page (a GIF with a script after its header is both).
    objectUrl: createObjectUrl(new Blob([file], { type: mimeTypeOf(check.kind) })),
    fileName: file.name,
    dataUrl: toDataUrl(check.kind, bytes),
    kind: check.kind,
    size: file.size,
    isPdf: check.kind === "pdf",
  };
}
