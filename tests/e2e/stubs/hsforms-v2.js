// Stand-in for the forms provider's embed script (https://js.hsforms.net/forms/embed/v2.js), served
// by the `thirdParty` fixture. `hbspt.forms.create(options)` records the options (without the
// callbacks) in window.__hsforms.creates, renders a small form into the target and reports it ready.
(function () {
  var record = (window.__hsforms = window.__hsforms || { runs: 0, creates: [] });
  record.runs += 1;
  window.hbspt = {
    forms: {
      create: function (options) {
        var copy = {};
        Object.keys(options).forEach(function (key) {
          if (typeof options[key] !== 'function') copy[key] = options[key];
        });
        record.creates.push(copy);
        var target = document.querySelector(options.target);
        if (!target) return;
        var form = document.createElement('form');
        form.className = 'hs-form';
        form.setAttribute('data-stub-form-id', options.formId);
        var label = document.createElement('label');
        label.textContent = 'Email';
        var input = document.createElement('input');
        input.type = 'email';
        input.name = 'email';
        label.appendChild(input);
        form.appendChild(label);
        target.appendChild(form);
        if (typeof options.onFormReady === 'function') options.onFormReady(form);
      },
    },
  };
})();
