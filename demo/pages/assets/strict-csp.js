// Loaded before the widget so that no violation goes unseen; the list fills in once the DOM is ready.
const violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  violations.push(`${event.effectiveDirective}: ${event.blockedURI || "inline"}`);
  render();
});
document.addEventListener("DOMContentLoaded", render);

function render() {
  const list = document.getElementById("csp-violations");
  if (!list) return;
  list.replaceChildren(...violations.map((text) => Object.assign(document.createElement("li"), { textContent: text })));
}
