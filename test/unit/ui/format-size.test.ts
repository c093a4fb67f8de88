import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../../src/ui/format-size";

describe("formatFileSize: what the sent record and the upload progress say of a file", () => {
  it("a file under a kilobyte is said in bytes, written out, in each language (not '1 kB' for 193 bytes)", () => {
    expect(formatFileSize(193, "en")).toBe("193 bytes");
    expect(formatFileSize(193, "sk")).toBe("193 bajtov");
    expect(formatFileSize(193, "uk")).toBe("193 байти");
    expect(formatFileSize(1, "en")).toBe("1 byte");
    expect(formatFileSize(0, "en")).toBe("0 bytes");
  });

  it("kilobytes from 1000 bytes, rounded; megabytes with one decimal from a million", () => {
    expect(formatFileSize(1000, "en")).toBe("1 kB");
    expect(formatFileSize(245_600, "sk")).toBe("246 kB");
    expect(formatFileSize(2_450_000, "sk")).toBe("2,5 MB");
    expect(formatFileSize(10_000_000, "en")).toBe("10 MB");
  });
});
