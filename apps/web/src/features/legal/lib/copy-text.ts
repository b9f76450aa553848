/**
 * Copies text to the clipboard. The Clipboard API can be missing (http, old browsers) or refuse
 * (permissions); then the legacy path is used: a hidden textarea selected and document.execCommand('copy').
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return legacyCopy(text);
  }
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previous = document.activeElement as HTMLElement | null;
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  previous?.focus?.();
  return ok;
}

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
