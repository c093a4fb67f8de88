/*
 * Stand-in for Google's reCAPTCHA v3 script (api.js?render=<site key>), for the demo and
 * tests. Tokens look like "demo-token-<action>-<random>"; the demo gateway accepts any
 * token with the "demo-token-" prefix.
 */
(function () {
  "use strict";

  function randomHex() {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return (b + 0x100).toString(16).slice(1);
      })
      .join("");
  }

  var api = {
    ready: function (callback) {
      window.setTimeout(callback, 0);
    },
    execute: function (siteKey, options) {
      if (typeof siteKey !== "string" || siteKey === "") {
        return Promise.reject(new Error("grecaptcha stand-in: a site key is required"));
      }
      var action = String((options && options.action) || "default").replace(/[^A-Za-z0-9_/]/g, "_");
      return Promise.resolve("demo-token-" + action + "-" + randomHex());
    },
  };

  window.grecaptcha = Object.assign(window.grecaptcha || {}, api);

  // Like Google's script: ?onload=<global function name> is called once the API is ready.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  if (onload && typeof window[onload] === "function") window.setTimeout(window[onload], 0);
})();
