// The translated components' rule (docs/languages.md): no words written straight into JSX. Text
// between tags and the attributes people read or hear (aria-label, title, placeholder, alt, and
// the label/eyebrow/intro props our components render) must come from the catalogues through
// t(). Names, codes and punctuation pass: only a run of three letters or more counts as a word.
// Applied to the files listed in eslint.config.js as translated; more join as they are translated.

const WORD = /\p{L}{3,}/u;
/** Key names shown as keyboard hints are the same in every language. */
const KEYS = new Set(['Esc', 'Ctrl', 'Enter']);
const isWords = (text) => WORD.test(text) && !KEYS.has(text.trim());
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'eyebrow',
  'intro',
  'description',
]);

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid untranslated words in the JSX of translated components' },
    schema: [],
    messages: {
      text: 'Untranslated text "{{text}}": add a message to lib/i18n/catalogues (en, fr, sw) and render t(key).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const v = node.value;
        if (v.type === 'Literal' && typeof v.value === 'string' && isWords(v.value))
          report(v, v.value);
        if (
          v.type === 'JSXExpressionContainer' &&
          ((v.expression.type === 'Literal' &&
            typeof v.expression.value === 'string' &&
            isWords(v.expression.value)) ||
            (v.expression.type === 'TemplateLiteral' &&
              v.expression.quasis.some((q) => WORD.test(q.value.cooked ?? ''))))
        )
          report(v, context.sourceCode.getText(v.expression));
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
