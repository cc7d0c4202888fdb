/*
 * A stand-in for https://js.stripe.com (Stripe.js) in browser tests: there is no internet here.
 * It offers what the card step uses: elements().create('card') mounting a plain input,
 * createPaymentMethod (test numbers become Stripe's test PaymentMethods) and handleCardAction
 * (3-D Secure, completed through a test-only call to the fake Stripe API).
 *   4242 4242 4242 4242  succeeds          -> pm_card_visa
 *   4000 0000 0000 0002  declined          -> pm_card_chargeDeclined
 *   4000 0027 6000 3184  needs 3-D Secure  -> pm_card_authenticationRequired
 */
(function () {
  var methods = { '4000000000000002': 'pm_card_chargeDeclined', '4000002760003184': 'pm_card_authenticationRequired' };

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  function createCard() {
    var handlers = {};
    var input = null;
    var emit = function (event, payload) {
      (handlers[event] || []).forEach(function (h) { h(payload); });
    };
    var digits = function () { return input ? input.value.replace(/\D/g, '') : ''; };
    return {
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('inputmode', 'numeric');
        input.setAttribute('autocomplete', 'cc-number');
        input.placeholder = '1234 1234 1234 1234';
        input.style.cssText = 'width:100%;border:0;outline:0;font:inherit;background:transparent';
        input.addEventListener('input', function () {
          var n = digits();
          var error = n.length >= 16 && !luhn(n) ? { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } : undefined;
          emit('change', { elementType: 'card', empty: n.length === 0, complete: n.length === 16 && !error, error: error });
        });
        host.appendChild(input);
        setTimeout(function () { emit('ready', {}); });
      },
      on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); return this; },
      off: function () { return this; },
      update: function () {},
      focus: function () { if (input) input.focus(); },
      blur: function () {},
      clear: function () { if (input) input.value = ''; },
      unmount: function () { if (input) input.remove(); },
      destroy: function () { if (input) input.remove(); input = null; },
      _digits: digits,
    };
  }

  window.Stripe = function (publishableKey) {
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) throw new Error('Invalid publishable key');
    return {
      elements: function () { return { create: function () { return createCard(); } }; },
      createPaymentMethod: function (params) {
        var n = params.card._digits();
        if (n.length < 16) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
        if (!luhn(n)) return Promise.resolve({ error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } });
        var id = methods[n] || 'pm_card_visa';
        return Promise.resolve({ paymentMethod: { id: id, object: 'payment_method', type: 'card', card: { last4: n.slice(-4) }, billing_details: params.billing_details } });
      },
      handleCardAction: function (clientSecret) {
        var id = clientSecret.split('_secret_')[0];
        return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/fake_authenticate', { method: 'POST', body: new URLSearchParams({ outcome: 'succeeded' }) })
          .then(function (r) { return r.json(); })
          .then(function (intent) { return intent.error ? { error: intent.error } : { paymentIntent: intent }; });
      },
      confirmCardPayment: function (clientSecret) { return this.handleCardAction(clientSecret); },
      _registerWrapper: function () {},
    };
  };
  window.Stripe.version = 'endive';
})();
