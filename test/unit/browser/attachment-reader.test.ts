import { describe, expect, it, vi } from "vitest";
import { AttachmentRejected, readAttachment } from "../../../src/browser/attachment-reader";
import { MAX_ATTACHMENT_BYTES } from "../../../src/domain/attachment";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fakeUrl = vi.fn((_: Blob) => "blob:fake/1");

function fileOf(bytes: number[] | Uint8Array, name: string, type = ""): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AttachmentRejected);
    return (error as AttachmentRejected).code;
  }
  throw new Error("expected a rejection");
}

describe("readAttachment", () => {
  it("builds the data URL from the sniffed kind, not the claimed type", async () => {
    const bytes = [...PNG_HEAD, 1, 2, 3];
    const attachment = await readAttachment(fileOf(bytes, "scan.pdf", "application/pdf"), undefined, fakeUrl);
    expect(attachment).toMatchObject({
      kind: "png",
      isPdf: false,
      fileName: "scan.pdf",
      size: bytes.length,
      objectUrl: "blob:fake/1",
    });
    expect(attachment.dataUrl).toBe(`data:image/png;base64,${Buffer.from(bytes).toString("base64")}`);
  });

  it("the preview's URL is typed by what the bytes are: an HTML file that starts like a GIF is previewed as a GIF", async () => {
    fakeUrl.mockClear();
    const polyglot = [...Buffer.from("GIF89a<script>document.title='ran'</script>")];
    const attachment = await readAttachment(fileOf(polyglot, "proof.html", "text/html"), undefined, fakeUrl);
    expect(attachment.kind).toBe("gif");
    const previewed = fakeUrl.mock.calls[0]![0];
    expect(previewed.type).toBe("image/gif");
    expect(new Uint8Array(await previewed.arrayBuffer())).toEqual(new Uint8Array(polyglot));
  });

  it("accepts a PDF of exactly 10485760 bytes and refuses one byte more", async () => {
    const atLimit = new Uint8Array(MAX_ATTACHMENT_BYTES);
    atLimit.set([...Buffer.from("%PDF-1.7")]);
    const ok = await readAttachment(fileOf(atLimit, "big.pdf"), undefined, fakeUrl);
    expect(ok).toMatchObject({ kind: "pdf", isPdf: true, size: MAX_ATTACHMENT_BYTES });
    const over = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    over.set([...Buffer.from("%PDF-1.7")]);
    expect(await rejection(readAttachment(fileOf(over, "big.pdf"), undefined, fakeUrl))).toBe("tooLarge");
    // Two 10 MiB files built and read: seconds on a loaded machine (vitest's default 5 s was not enough once).
  }, 30_000);

  it.each([
    ["an empty file", [], "empty"],
    ["text named .png", [...Buffer.from("hello, not an image")], "unsupportedType"],
    [
      "an SVG (it can carry script)",
      [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      "unsupportedType",
    ],
  ] as const)("refuses %s", async (_, bytes, code) => {
    fakeUrl.mockClear();
    expect(await rejection(readAttachment(fileOf([...bytes], "photo.png", "image/png"), undefined, fakeUrl))).toBe(
      code,
    );
    expect(fakeUrl).not.toHaveBeenCalled();
  });

  it("creates no object URL when the read was abandoned", async () => {
    fakeUrl.mockClear();
    const controller = new AbortController();
    const reading = readAttachment(fileOf([...PNG_HEAD, 0], "a.png"), controller.signal, fakeUrl);
    controller.abort();
    expect(await rejection(reading)).toBe("readFailed");
    expect(fakeUrl).not.toHaveBeenCalled();
  });

  it("reports an unreadable file as readFailed", async () => {
    const broken = {
      size: 10,
      name: "x.png",
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error("gone")) }),
    } as unknown as File;
    expect(await rejection(readAttachment(broken, undefined, fakeUrl))).toBe("readFailed");
  });
});
