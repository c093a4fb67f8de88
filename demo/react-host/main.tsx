// A React application that consumes the ESM build exactly as a bundler user would:
// its own React, `DebtNoticeWidget` as a component, typed props and callbacks.
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { DebtNoticeWidget, type DebtNoticeEventMap } from "debt-notice";
import { DEMO_CONFIG, demoPaymentOrigins } from "../demo-config.mjs";

// The demo's payment page is on the gateway, which is this page's server.
const CONFIG = { ...DEMO_CONFIG, paymentOrigins: demoPaymentOrigins(window.location.host) };

type LoadedDetail = DebtNoticeEventMap["debt-notice-loaded"]["detail"];

function App() {
  const [reference, setReference] = useState("a1b2c3-man-high");
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines.slice(-9), line]);
  return (
    <div className="host">
      <header className="host__header">
        <h1>React host (ESM build)</h1>
        <label>
          Debtor{" "}
          <select value={reference} onChange={(e) => setReference(e.target.value)}>
            <option value="a1b2c3-man-high">a1b2c3-man-high</option>
            <option value="d4e5f6-woman-low">d4e5f6-woman-low</option>
            <option value="a9b8c7-long-history">a9b8c7-long-history</option>
          </select>
        </label>
      </header>
      <DebtNoticeWidget
        reference={reference}
        apiBase="/api/2/union-debt"
        captchaSiteKey="demo-site-key"
        captchaSrc="/captcha/api.js"
        config={CONFIG}
        onLoaded={(detail: LoadedDetail) => note(`loaded: ${detail.view}`)}
        onLanguageChange={(detail) => note(`language: ${detail.language}`)}
        onCommentSent={(detail) => note(`comment sent, attachment: ${detail.withAttachment}`)}
        onPay={() => note("pay")}
        onError={(detail) => note(`error: ${detail.call}`)}
      />
      <ol className="host__log" aria-label="Widget events" data-testid="react-host-log">
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

const container = document.getElementById("app");
if (container)
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
