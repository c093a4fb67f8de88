// The portal's own script: pick a sample debtor, and log the widget's DOM events.
const EVENTS = [
  "debt-notice-loaded",
  "debt-notice-comment-sent",
  "debt-notice-pay",
  "debt-notice-language-change",
  "debt-notice-error",
];

const widget = document.getElementById("widget");
const chooser = document.getElementById("reference-chooser");
const log = document.getElementById("event-log");

const wanted = new URLSearchParams(location.search).get("reference");
if (wanted && [...chooser.options].some((option) => option.value === wanted)) widget.setAttribute("reference", wanted);
chooser.value = widget.getAttribute("reference");
chooser.addEventListener("change", () => widget.setAttribute("reference", chooser.value));

for (const type of EVENTS) {
  widget.addEventListener(type, (event) => {
    const item = document.createElement("li");
    item.dataset.event = type;
    item.textContent = `${new Date().toLocaleTimeString()} ${type} ${JSON.stringify(event.detail)}`;
    log.prepend(item);
  });
}
