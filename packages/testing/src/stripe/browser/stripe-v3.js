/**
 * Stand-in Stripe.js, served by the Stripe stand-in at /v3/ (the server fills in its URL below).
 * It offers the part of Stripe.js the product uses:
 *   const stripe = Stripe(publishableKey) or Stripe(publishableKey, { stripeAccount: "acct_..." })
 *   const card = stripe.elements().create("card", options); card.mount(node); card.on("change", ...)
 *   await stripe.createPaymentMethod({ type: "card", card, billing_details })
 *   await stripe.confirmCardPayment(clientSecret, data?)   (3-D Secure: a dialog in the page)
 *   await stripe.handleNextAction({ clientSecret }) / stripe.handleCardAction(clientSecret)
 *   await stripe.retrievePaymentIntent(clientSecret)
 * The card element is three plain inputs ("Card number", "Expiration date", "CVC"), so browser
 * tests fill them like any field. API calls go to the stand-in with the publishable key.
 */
(function () {
  "use strict";

  var API_URL = "__STRIPE_STAND_IN_URL__";

  // ---------------------------------------------------------------------------------------------
  // HTTP: form-encoded bodies with bracket nesting, as Stripe.js sends them

  function encode(value, prefix, pairs) {
    if (value === undefined || value === null) return pairs;
    if (typeof value === "object") {
      Object.keys(value).forEach(function (key) {
        encode(value[key], prefix ? prefix + "[" + key + "]" : key, pairs);
      });
      return pairs;
    }
    pairs.push(encodeURIComponent(prefix) + "=" + encodeURIComponent(String(value)));
    return pairs;
  }

  function call(publishableKey, stripeAccount, method, path, params) {
    var body = encode(params || {}, "", []).join("&");
    var url = API_URL + path + (method === "GET" && body ? "?" + body : "");
    var headers = {
      Authorization: "Bearer " + publishableKey,
      "Content-Type": "application/x-www-form-urlencoded",
    };
    // a connected account's payments: the same calls, on that account's objects
    if (stripeAccount) headers["Stripe-Account"] = stripeAccount;
    return fetch(url, {
      method: method,
      headers: headers,
      body: method === "GET" ? undefined : body,
    })
      .then(function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, body: json };
        });
      })
      .catch(function (error) {
        return {
          ok: false,
          body: { error: { type: "api_connection_error", message: "Could not reach Stripe: " + error.message } },
        };
      });
  }

  function intentIdOf(clientSecret) {
    return String(clientSecret || "").split("_secret_")[0];
  }

  // ---------------------------------------------------------------------------------------------
  // The card element

  var MESSAGES = {
    incomplete_number: "Your card number is incomplete.",
    invalid_number: "Your card number is invalid.",
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration date is invalid.",
    invalid_expiry_year_past: "Your card's expiration date is in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    incomplete_cvc: "Your card's security code is incomplete.",
  };

  function validationError(code) {
    return { type: "validation_error", code: code, message: MESSAGES[code] };
  }

  function digits(text) {
    return String(text || "").replace(/\D/g, "");
  }

  function brandOf(number) {
    if (/^4/.test(number)) return "visa";
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return "mastercard";
    if (/^3[47]/.test(number)) return "amex";
    if (/^(6011|65|64[4-9])/.test(number)) return "discover";
    if (/^35/.test(number)) return "jcb";
    if (/^3(0|6|8)/.test(number)) return "diners";
    if (/^62/.test(number)) return "unionpay";
    return "unknown";
  }

  function passesLuhn(number) {
    var sum = 0;
    number
      .split("")
      .reverse()
      .forEach(function (char, index) {
        var digit = Number(char);
        if (index % 2 === 1) {
          digit *= 2;
          if (digit > 9) digit -= 9;
        }
        sum += digit;
      });
    return sum % 10 === 0;
  }

  function numberLength(brand) {
    if (brand === "amex") return 15;
    if (brand === "diners") return 14;
    return 16;
  }

  function formatNumber(number, brand) {
    if (brand === "amex") {
      return [number.slice(0, 4), number.slice(4, 10), number.slice(10, 15)].filter(Boolean).join(" ");
    }
    return (number.match(/.{1,4}/g) || []).join(" ");
  }

  function formatExpiry(value) {
    var text = digits(value).slice(0, 4);
    if (text.length === 1 && Number(text) > 1) text = "0" + text;
    return text.length > 2 ? text.slice(0, 2) + " / " + text.slice(2) : text;
  }

  /** The card as entered: its parts, and the first error (complete: null, empty fields: incomplete). */
  function readCard(fields) {
    var number = digits(fields.number.value);
    var brand = brandOf(number);
    var expiry = digits(fields.expiry.value);
    var cvc = digits(fields.cvc.value);
    var month = Number(expiry.slice(0, 2));
    var year = 2000 + Number(expiry.slice(2, 4));
    var now = new Date();
    var errors = { number: null, expiry: null, cvc: null };
    var length = numberLength(brand);
    if (number.length < length) errors.number = "incomplete_number";
    else if (!passesLuhn(number)) errors.number = "invalid_number";
    if (expiry.length < 4) errors.expiry = "incomplete_expiry";
    else if (month < 1 || month > 12) errors.expiry = "invalid_expiry_month";
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      errors.expiry = "invalid_expiry_year_past";
    } else if (year > now.getFullYear() + 50) errors.expiry = "invalid_expiry_year";
    if (cvc.length < (brand === "amex" ? 4 : 3)) errors.cvc = "incomplete_cvc";
    return {
      number: number,
      brand: brand,
      expMonth: month,
      expYear: year,
      cvc: cvc,
      errors: errors,
      empty: !number && !expiry && !cvc,
      complete: !errors.number && !errors.expiry && !errors.cvc,
    };
  }

  function createCardElement(options) {
    var settings = options || {};
    var listeners = { change: [], ready: [], focus: [], blur: [] };
    var wrapper = null;
    var fields = null;
    var touched = { number: false, expiry: false, cvc: false };
    var destroyed = false;

    function baseColor() {
      return (settings.style && settings.style.base && settings.style.base.color) || "";
    }

    function invalidColor() {
      return (settings.style && settings.style.invalid && settings.style.invalid.color) || "#dc2626";
    }

    function emit(type, event) {
      (listeners[type] || []).slice().forEach(function (handler) {
        handler(event);
      });
    }

    /** While typing only invalid input is an error; an unfinished field is one once left. */
    function shownError(card) {
      var order = ["number", "expiry", "cvc"];
      for (var index = 0; index < order.length; index += 1) {
        var name = order[index];
        var code = card.errors[name];
        if (!code) continue;
        var incomplete = code.indexOf("incomplete") === 0;
        if (!incomplete || touched[name]) return validationError(code);
      }
      return undefined;
    }

    function changed() {
      var card = readCard(fields);
      var error = shownError(card);
      ["number", "expiry", "cvc"].forEach(function (name) {
        var bad = error && card.errors[name] && (card.errors[name].indexOf("incomplete") !== 0 || touched[name]);
        fields[name].setAttribute("aria-invalid", bad ? "true" : "false");
        fields[name].style.color = bad ? invalidColor() : baseColor();
      });
      emit("change", {
        elementType: "card",
        complete: card.complete,
        empty: card.empty,
        brand: card.brand,
        value: { postalCode: "" },
        error: error,
      });
    }

    function input(label, placeholder, autocomplete, width) {
      var field = document.createElement("input");
      field.type = "text";
      field.inputMode = "numeric";
      field.autocomplete = autocomplete;
      field.placeholder = placeholder;
      field.setAttribute("aria-label", label);
      var base = (settings.style && settings.style.base) || {};
      field.style.cssText =
        "border:0;outline:0;background:transparent;padding:0;margin:0;min-width:0;font:inherit;color:inherit;" +
        (width ? "flex:0 0 " + width + ";width:" + width + ";" : "flex:1 1 auto;");
      if (base.color) field.style.color = base.color;
      if (base.fontFamily) field.style.fontFamily = base.fontFamily;
      if (base.fontSize) field.style.fontSize = base.fontSize;
      field.addEventListener("focus", function () {
        emit("focus", { elementType: "card" });
      });
      field.addEventListener("blur", function () {
        emit("blur", { elementType: "card" });
      });
      return field;
    }

    function build() {
      wrapper = document.createElement("div");
      wrapper.className = "StripeElement StripeStandInCard";
      wrapper.style.cssText = "display:flex;align-items:center;gap:0.75em;width:100%;";
      fields = {
        number: input("Card number", "Card number", "cc-number", null),
        expiry: input("Expiration date", "MM / YY", "cc-exp", "5.5em"),
        cvc: input("CVC", "CVC", "cc-csc", "3.5em"),
      };
      fields.number.addEventListener("input", function () {
        var number = digits(fields.number.value);
        var brand = brandOf(number);
        number = number.slice(0, brand === "unknown" ? 19 : numberLength(brand));
        fields.number.value = formatNumber(number, brand);
        if (number.length === numberLength(brand)) touched.number = true;
        changed();
      });
      fields.expiry.addEventListener("input", function () {
        fields.expiry.value = formatExpiry(fields.expiry.value);
        if (digits(fields.expiry.value).length === 4) touched.expiry = true;
        changed();
      });
      fields.cvc.addEventListener("input", function () {
        fields.cvc.value = digits(fields.cvc.value).slice(0, 4);
        changed();
      });
      ["number", "expiry", "cvc"].forEach(function (name) {
        fields[name].addEventListener("blur", function () {
          if (fields[name].value) touched[name] = true;
          changed();
        });
      });
      wrapper.appendChild(fields.number);
      wrapper.appendChild(fields.expiry);
      wrapper.appendChild(fields.cvc);
    }

    var element = {
      mount: function (target) {
        if (destroyed) throw new Error("This Element has already been destroyed. Please create a new one.");
        var node = typeof target === "string" ? document.querySelector(target) : target;
        if (!node) throw new Error("The selector you specified (" + target + ") applies to no DOM elements.");
        if (!wrapper) build();
        node.appendChild(wrapper);
        setTimeout(function () {
          emit("ready", { elementType: "card" });
        }, 0);
      },
      unmount: function () {
        if (wrapper && wrapper.parentNode) wrapper.parentNode.removeChild(wrapper);
      },
      destroy: function () {
        element.unmount();
        destroyed = true;
      },
      clear: function () {
        if (!fields) return;
        fields.number.value = "";
        fields.expiry.value = "";
        fields.cvc.value = "";
        touched = { number: false, expiry: false, cvc: false };
        changed();
      },
      focus: function () {
        if (fields) fields.number.focus();
      },
      blur: function () {
        if (fields && fields.number.ownerDocument.activeElement) fields.number.ownerDocument.activeElement.blur();
      },
      update: function (next) {
        settings = Object.assign({}, settings, next || {});
      },
      on: function (type, handler) {
        if (listeners[type]) listeners[type].push(handler);
        return element;
      },
      off: function (type, handler) {
        if (listeners[type])
          listeners[type] = listeners[type].filter(function (entry) {
            return entry !== handler;
          });
        return element;
      },
      /** for createPaymentMethod: the card, or its first error (every field now counts as left) */
      _read: function () {
        if (!fields || destroyed)
          return {
            error: { type: "validation_error", code: "element_missing", message: "The card element is not mounted." },
          };
        touched = { number: true, expiry: true, cvc: true };
        changed();
        var card = readCard(fields);
        var code = card.errors.number || card.errors.expiry || card.errors.cvc;
        if (code) return { error: validationError(code) };
        return { card: card };
      },
      _destroyed: function () {
        return destroyed;
      },
    };
    return element;
  }

  // ---------------------------------------------------------------------------------------------
  // 3-D Secure: a dialog over the page, answered by the person (or the browser test)

  function formatAmount(intent) {
    try {
      return new Intl.NumberFormat("en-US", { style: "currency", currency: intent.currency.toUpperCase() }).format(
        intent.amount / 100,
      );
    } catch {
      return intent.amount + " " + intent.currency;
    }
  }

  function challenge(intent) {
    return new Promise(function (resolve) {
      var overlay = document.createElement("div");
      overlay.setAttribute("data-stripe-stand-in", "3ds");
      overlay.style.cssText =
        "position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;" +
        "background:rgba(0,0,0,0.5);pointer-events:auto;font-family:system-ui,sans-serif;";
      var dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-labelledby", "stripe-stand-in-3ds-title");
      dialog.style.cssText =
        "background:#fff;color:#111827;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px);" +
        "box-shadow:0 20px 40px rgba(0,0,0,0.3);";
      var title = document.createElement("h2");
      title.id = "stripe-stand-in-3ds-title";
      title.textContent = "3D Secure authentication";
      title.style.cssText = "margin:0 0 8px;font-size:18px;";
      var text = document.createElement("p");
      text.textContent = "Test bank: confirm the payment of " + formatAmount(intent) + ".";
      text.style.cssText = "margin:0 0 16px;font-size:14px;color:#4b5563;";
      var buttons = document.createElement("div");
      buttons.style.cssText = "display:flex;gap:8px;justify-content:flex-end;flex-wrap:wrap;";
      function button(label, outcome, primary) {
        var node = document.createElement("button");
        node.type = "button";
        node.textContent = label;
        node.style.cssText =
          "padding:8px 12px;border-radius:6px;font-size:14px;cursor:pointer;border:1px solid #d1d5db;" +
          (primary ? "background:#4f46e5;color:#fff;border-color:#4f46e5;" : "background:#fff;color:#111827;");
        node.addEventListener("click", function () {
          finish(outcome);
        });
        return node;
      }
      function finish(outcome) {
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        resolve(outcome);
      }
      var complete = button("Complete authentication", "complete", true);
      buttons.appendChild(button("Fail authentication", "fail", false));
      buttons.appendChild(complete);
      dialog.appendChild(title);
      dialog.appendChild(text);
      dialog.appendChild(buttons);
      overlay.appendChild(dialog);
      // keys stay in the challenge (the page's own dialog must not see Escape); Escape fails it
      overlay.addEventListener("keydown", function (event) {
        event.stopPropagation();
        if (event.key === "Escape") finish("fail");
      });
      document.body.appendChild(overlay);
      complete.focus();
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Stripe(publishableKey)

  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== "string" || !/^pk_/.test(publishableKey)) {
      throw new Error("Invalid value for Stripe(): apiKey should be a publishable key (pk_...).");
    }
    var elementsCreated = [];

    function request(method, path, params) {
      return call(publishableKey, options && options.stripeAccount, method, path, params);
    }

    function retrieve(clientSecret) {
      return request("GET", "/v1/payment_intents/" + intentIdOf(clientSecret), { client_secret: clientSecret });
    }

    function failure(body) {
      return { error: (body && body.error) || { type: "api_error", message: "Unknown error" } };
    }

    /** Shows the 3-D Secure dialog for an intent in requires_action, then settles it. */
    function authenticate(intent, clientSecret) {
      return challenge(intent)
        .then(function (outcome) {
          return request("POST", "/v1/payment_intents/" + intent.id + "/authenticate", {
            client_secret: clientSecret,
            outcome: outcome,
          });
        })
        .then(function (answer) {
          if (!answer.ok) return failure(answer.body);
          var settled = answer.body;
          if (settled.status === "requires_payment_method" && settled.last_payment_error) {
            return { error: Object.assign({}, settled.last_payment_error, { payment_intent: settled }) };
          }
          return { paymentIntent: settled };
        });
    }

    function createPaymentMethod(data, legacyElement, legacyData) {
      var options =
        typeof data === "string" ? Object.assign({ type: data, card: legacyElement }, legacyData) : data || {};
      if (options.type !== "card") {
        return Promise.resolve({
          error: { type: "invalid_request_error", message: "The stand-in only supports type card." },
        });
      }
      var element = options.card;
      if (!element || typeof element._read !== "function") {
        return Promise.resolve({
          error: { type: "integration_error", message: "Pass the card Element as `card` to createPaymentMethod." },
        });
      }
      var read = element._read();
      if (read.error) return Promise.resolve({ error: read.error });
      return request("POST", "/v1/payment_methods", {
        type: "card",
        card: {
          number: read.card.number,
          exp_month: read.card.expMonth,
          exp_year: read.card.expYear,
          cvc: read.card.cvc,
        },
        billing_details: options.billing_details,
        metadata: options.metadata,
      }).then(function (answer) {
        return answer.ok ? { paymentMethod: answer.body } : failure(answer.body);
      });
    }

    function confirmCardPayment(clientSecret, data, options) {
      var handleActions = !options || options.handleActions !== false;
      var method = data && data.payment_method;
      var ready =
        method && typeof method === "object"
          ? createPaymentMethod({ type: "card", card: method.card, billing_details: method.billing_details }).then(
              function (created) {
                if (created.error) throw created;
                return created.paymentMethod.id;
              },
            )
          : Promise.resolve(method || null);
      return ready
        .then(function (methodId) {
          // an intent already waiting for 3-D Secure (a subscription's first invoice) goes to the challenge
          var current = methodId ? Promise.resolve(null) : retrieve(clientSecret);
          return current.then(function (found) {
            if (found && !found.ok) return failure(found.body);
            var intent = found && found.body;
            if (intent && intent.status === "requires_action") {
              return handleActions ? authenticate(intent, clientSecret) : { paymentIntent: intent };
            }
            if (intent && intent.status === "succeeded") {
              return {
                error: {
                  type: "invalid_request_error",
                  code: "payment_intent_unexpected_state",
                  message: "This PaymentIntent has already succeeded.",
                  payment_intent: intent,
                },
              };
            }
            return request("POST", "/v1/payment_intents/" + intentIdOf(clientSecret) + "/confirm", {
              client_secret: clientSecret,
              payment_method: methodId || undefined,
              return_url: data && data.return_url,
            }).then(function (answer) {
              if (!answer.ok) return failure(answer.body);
              if (answer.body.status === "requires_action" && handleActions)
                return authenticate(answer.body, clientSecret);
              return { paymentIntent: answer.body };
            });
          });
        })
        .catch(function (error) {
          if (error && error.error) return error;
          return { error: { type: "api_error", message: String((error && error.message) || error) } };
        });
    }

    function handleNextAction(options) {
      var clientSecret = options && options.clientSecret;
      return retrieve(clientSecret).then(function (answer) {
        if (!answer.ok) return failure(answer.body);
        if (answer.body.status === "requires_action") return authenticate(answer.body, clientSecret);
        return { paymentIntent: answer.body };
      });
    }

    return {
      elements: function () {
        return {
          create: function (type, options) {
            if (type !== "card") throw new Error("The stand-in Stripe.js only has the card element, not " + type + ".");
            var element = createCardElement(options);
            elementsCreated.push(element);
            return element;
          },
          getElement: function (type) {
            if (type !== "card") return null;
            var live = elementsCreated.filter(function (element) {
              return !element._destroyed();
            });
            return live.length ? live[live.length - 1] : null;
          },
        };
      },
      createPaymentMethod: createPaymentMethod,
      confirmCardPayment: confirmCardPayment,
      handleNextAction: handleNextAction,
      handleCardAction: function (clientSecret) {
        return handleNextAction({ clientSecret: clientSecret });
      },
      retrievePaymentIntent: function (clientSecret) {
        return retrieve(clientSecret).then(function (answer) {
          return answer.ok ? { paymentIntent: answer.body } : failure(answer.body);
        });
      },
    };
  }

  Stripe.version = 3;
  Stripe.standIn = true;
  window.Stripe = Stripe;
})();
