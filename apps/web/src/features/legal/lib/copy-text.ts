/**
 * The bookmarklet source that fills the registration-number field on the regulator's MSB search page.
 * The field is found by its known id first, then by an id, name, label or placeholder mentioning
 * "registration", so small markup changes on the regulator's page do not break it.
 */
export function msbBookmarkletSource(registrationNumber: string, fieldId = ''): string {
  const n = JSON.stringify(registrationNumber);
  return (
    'javascript:(()=>{' +
    `const n=${n};` +
    `const f=(${JSON.stringify(fieldId)}&&document.getElementById(${JSON.stringify(fieldId)}))||` +
    "[...document.querySelectorAll('input')].find(e=>/regist|regnum/i.test([e.id,e.name,e.placeholder,e.getAttribute('aria-label'),e.labels&&e.labels[0]&&e.labels[0].textContent].join(' ')));" +
    "if(!f){alert('Registration number field not found. Open the MSB Registrant Search page first.');return;}" +
    "f.focus();f.value=n;f.dispatchEvent(new Event('input',{bubbles:true}));f.dispatchEvent(new Event('change',{bubbles:true}));" +
    '})();'
  );
}
