// Rebuilds test-stablecoin.ts from TestStablecoin.sol and the OpenZeppelin sources beside it.
// Not run by the app or the tests (they use the shipped bytecode); run by hand after a change:
//   cd /tmp && npm i solc@0.8.28 && NODE_PATH=/tmp/node_modules node <this folder>/compile.cjs
/* eslint-disable */
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const here = __dirname;
const input = {
  language: 'Solidity',
  sources: {
    'TestStablecoin.sol': {
      content: fs.readFileSync(path.join(here, 'TestStablecoin.sol'), 'utf8'),
    },
  },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};
const findImports = (p) => {
  try {
    return { contents: fs.readFileSync(path.join(here, p), 'utf8') };
  } catch {
    return { error: `not found: ${p}` };
  }
};
const out = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
for (const e of out.errors ?? []) console.error(e.formattedMessage);
const c = out.contracts['TestStablecoin.sol'].TestStablecoin;
fs.writeFileSync(
  path.join(here, 'test-stablecoin.ts'),
  `// Generated from TestStablecoin.sol (beside this file) by solc ${solc.version()} (npm solc),\n` +
    `// optimizer on (200 runs), evmVersion paris, OpenZeppelin Contracts 5.1.0 (@openzeppelin/ beside it).\n` +
    `// Shipped compiled so nothing downloads a compiler at run time (docs/decisions/034-evm-node.md).\n\n` +
    `export const testStablecoinAbi = ${JSON.stringify(c.abi, null, 2)} as const;\n\n` +
    `export const testStablecoinBytecode =\n  '0x${c.evm.bytecode.object}' as const;\n`,
);
