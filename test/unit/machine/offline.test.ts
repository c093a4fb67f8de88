import { describe, expect, it } from "vitest";
import {
  selectForm,
  selectIsOffline,
  selectScreen,
  selectSendingStep,
} from "../../../src/machine/debt-notice.selectors";
import { failure, startLoadedHome } from "../../helpers/machine-harness";

describe("sending while offline", () => {
  it("a submit made offline waits for the connection, then sends without another click", async () => {
    const h = await startLoadedHome();
    h.send({ type: "connection.change", online: false });
    expect(selectIsOffline(h.snapshot)).toBe(true);
    h.send({ type: "comment.change", value: "I paid in March" });
    h.send({ type: "comment.submit" });
    expect(selectSendingStep(h.snapshot)).toBe("waitingForConnection");
    expect(selectForm(h.snapshot).isSending).toBe(true);
    expect(h.getCaptchaToken.calls).toHaveLength(0);

    h.send({ type: "connection.change", online: true });
    expect(selectSendingStep(h.snapshot)).toBe("captcha");
    await h.getCaptchaToken.resolve("token");
    expect(h.uploadComment.last.input.body.comment).toBe("I paid in March");
  });

  it("still offline when a change arrives: keeps waiting", async () => {
    const h = await startLoadedHome();
    h.send({ type: "connection.change", online: false });
    h.send({ type: "comment.change", value: "text" });
    h.send({ type: "comment.submit" });
    h.send({ type: "connection.change", online: false });
    expect(selectSendingStep(h.snapshot)).toBe("waitingForConnection");
    expect(h.getCaptchaToken.calls).toHaveLength(0);
  });

  it("the connection drops during the upload: no error, the send resumes when back online", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "text" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token-1");
    h.send({ type: "connection.change", online: false });
    await h.uploadComment.reject(failure("network"));
    expect(selectSendingStep(h.snapshot)).toBe("waitingForConnection");
    expect(h.emittedOf("notify")).toEqual([]);
    expect(h.snapshot.context.comment).toBe("text");

    h.send({ type: "connection.change", online: true });
    await h.getCaptchaToken.resolve("token-2");
    expect(h.uploadComment.calls).toHaveLength(2);
    expect(h.uploadComment.last.input.body.captchaToken).toBe("token-2");
    await h.uploadComment.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
  });

  it("a network failure before the body left, while the browser says online, is an ordinary failure", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "text" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    h.uploadComment.last.input.reportProgress({ sent: 0, total: 100, at: 10 });
    await h.uploadComment.reject(failure("network"));
    expect(selectSendingStep(h.snapshot)).toBeNull();
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
  });

  it("starts offline when the browser says so", async () => {
    const h = await startLoadedHome({}, { input: { online: false } });
    expect(selectIsOffline(h.snapshot)).toBe(true);
  });
});
