// Generated from TestStablecoin.sol (beside this file) by solc 0.8.28+commit.7893614a.Emscripten.clang (npm solc),
// optimizer on (200 runs), evmVersion paris, OpenZeppelin Contracts 5.1.0 (@openzeppelin/ beside it).
// Shipped compiled so nothing downloads a compiler at run time (docs/decisions/034-evm-node.md).

export const testStablecoinAbi = [
  {
    inputs: [
      {
        internalType: 'string',
        name: 'name_',
        type: 'string',
      },
      {
        internalType: 'string',
        name: 'symbol_',
        type: 'string',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'constructor',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'spender',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'allowance',
        type: 'uint256',
      },
      {
        internalType: 'uint256',
        name: 'needed',
        type: 'uint256',
      },
    ],
    name: 'ERC20InsufficientAllowance',
    type: 'error',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'sender',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'balance',
        type: 'uint256',
      },
      {
        internalType: 'uint256',
        name: 'needed',
        type: 'uint256',
      },
    ],
    name: 'ERC20InsufficientBalance',
    type: 'error',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'approver',
        type: 'address',
      },
    ],
    name: 'ERC20InvalidApprover',
    type: 'error',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'receiver',
        type: 'address',
      },
    ],
    name: 'ERC20InvalidReceiver',
    type: 'error',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'sender',
        type: 'address',
      },
    ],
    name: 'ERC20InvalidSender',
    type: 'error',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'spender',
        type: 'address',
      },
    ],
    name: 'ERC20InvalidSpender',
    type: 'error',
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        internalType: 'address',
        name: 'owner',
        type: 'address',
      },
      {
        indexed: true,
        internalType: 'address',
        name: 'spender',
        type: 'address',
      },
      {
        indexed: false,
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'Approval',
    type: 'event',
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        internalType: 'address',
        name: 'from',
        type: 'address',
      },
      {
        indexed: true,
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        indexed: false,
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'Transfer',
    type: 'event',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'owner',
        type: 'address',
      },
      {
        internalType: 'address',
        name: 'spender',
        type: 'address',
      },
    ],
    name: 'allowance',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'spender',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'approve',
    outputs: [
      {
        internalType: 'bool',
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'account',
        type: 'address',
      },
    ],
    name: 'balanceOf',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'decimals',
    outputs: [
      {
        internalType: 'uint8',
        name: '',
        type: 'uint8',
      },
    ],
    stateMutability: 'pure',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'amount',
        type: 'uint256',
      },
    ],
    name: 'mint',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [],
    name: 'minter',
    outputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'name',
    outputs: [
      {
        internalType: 'string',
        name: '',
        type: 'string',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'symbol',
    outputs: [
      {
        internalType: 'string',
        name: '',
        type: 'string',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'totalSupply',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'transfer',
    outputs: [
      {
        internalType: 'bool',
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: 'from',
        type: 'address',
      },
      {
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'value',
        type: 'uint256',
      },
    ],
    name: 'transferFrom',
    outputs: [
      {
        internalType: 'bool',
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
] as const;

export const testStablecoinBytecode =
  '0x60a060405234801561001057600080fd5b50604051610b2a380380610b2a83398101604081905261002f91610112565b8181600361003d8382610204565b50600461004a8282610204565b505033608052506102c2915050565b634e487b7160e01b600052604160045260246000fd5b600082601f83011261008057600080fd5b81516001600160401b0381111561009957610099610059565b604051601f8201601f19908116603f011681016001600160401b03811182821017156100c7576100c7610059565b6040528181528382016020018510156100df57600080fd5b60005b828110156100fe576020818601810151838301820152016100e2565b506000918101602001919091529392505050565b6000806040838503121561012557600080fd5b82516001600160401b0381111561013b57600080fd5b6101478582860161006f565b602085015190935090506001600160401b0381111561016557600080fd5b6101718582860161006f565b9150509250929050565b600181811c9082168061018f57607f821691505b6020821081036101af57634e487b7160e01b600052602260045260246000fd5b50919050565b601f8211156101ff57806000526020600020601f840160051c810160208510156101dc5750805b601f840160051c820191505b818110156101fc57600081556001016101e8565b50505b505050565b81516001600160401b0381111561021d5761021d610059565b6102318161022b845461017b565b846101b5565b6020601f821160018114610265576000831561024d5750848201515b600019600385901b1c1916600184901b1784556101fc565b600084815260208120601f198516915b828110156102955787850151825560209485019460019092019101610275565b50848210156102b35786840151600019600387901b60f8161c191681555b50505050600190811b01905550565b6080516108476102e36000396000818160d101526102cf01526108476000f3fe608060405234801561001057600080fd5b50600436106100a95760003560e01c8063313ce56711610071578063313ce5671461015357806340c10f191461016257806370a082311461017757806395d89b41146101a0578063a9059cbb146101a8578063dd62ed3e146101bb57600080fd5b806306fdde03146100ae57806307546172146100cc578063095ea7b31461010b57806318160ddd1461012e57806323b872dd14610140575b600080fd5b6100b66101f4565b6040516100c39190610690565b60405180910390f35b6100f37f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100c3565b61011e6101193660046106fa565b610286565b60405190151581526020016100c3565b6002545b6040519081526020016100c3565b61011e61014e366004610724565b6102a0565b604051600681526020016100c3565b6101756101703660046106fa565b6102c4565b005b610132610185366004610761565b6001600160a01b031660009081526020819052604090205490565b6100b661034f565b61011e6101b63660046106fa565b61035e565b6101326101c9366004610783565b6001600160a01b03918216600090815260016020908152604080832093909416825291909152205490565b606060038054610203906107b6565b80601f016020809104026020016040519081016040528092919081815260200182805461022f906107b6565b801561027c5780601f106102515761010080835404028352916020019161027c565b820191906000526020600020905b81548152906001019060200180831161025f57829003601f168201915b5050505050905090565b60003361029481858561036c565b60019150505b92915050565b6000336102ae85828561037e565b6102b98585856103fc565b506001949350505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103415760405162461bcd60e51b815260206004820152601f60248201527f54657374537461626c65636f696e3a206f6e6c7920746865206d696e7465720060448201526064015b60405180910390fd5b61034b828261045b565b5050565b606060048054610203906107b6565b6000336102948185856103fc565b6103798383836001610491565b505050565b6001600160a01b0383811660009081526001602090815260408083209386168352929052205460001981146103f657818110156103e757604051637dc7a0d960e11b81526001600160a01b03841660048201526024810182905260448101839052606401610338565b6103f684848484036000610491565b50505050565b6001600160a01b03831661042657604051634b637e8f60e11b815260006004820152602401610338565b6001600160a01b0382166104505760405163ec442f0560e01b815260006004820152602401610338565b610379838383610566565b6001600160a01b0382166104855760405163ec442f0560e01b815260006004820152602401610338565b61034b60008383610566565b6001600160a01b0384166104bb5760405163e602df0560e01b815260006004820152602401610338565b6001600160a01b0383166104e557604051634a1406b160e11b815260006004820152602401610338565b6001600160a01b03808516600090815260016020908152604080832093871683529290522082905580156103f657826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161055891815260200190565b60405180910390a350505050565b6001600160a01b03831661059157806002600082825461058691906107f0565b909155506106039050565b6001600160a01b038316600090815260208190526040902054818110156105e45760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610338565b6001600160a01b03841660009081526020819052604090209082900390555b6001600160a01b03821661061f5760028054829003905561063e565b6001600160a01b03821660009081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161068391815260200190565b60405180910390a3505050565b602081526000825180602084015260005b818110156106be57602081860181015160408684010152016106a1565b506000604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146106f557600080fd5b919050565b6000806040838503121561070d57600080fd5b610716836106de565b946020939093013593505050565b60008060006060848603121561073957600080fd5b610742846106de565b9250610750602085016106de565b929592945050506040919091013590565b60006020828403121561077357600080fd5b61077c826106de565b9392505050565b6000806040838503121561079657600080fd5b61079f836106de565b91506107ad602084016106de565b90509250929050565b600181811c908216806107ca57607f821691505b6020821081036107ea57634e487b7160e01b600052602260045260246000fd5b50919050565b8082018082111561029a57634e487b7160e01b600052601160045260246000fdfea2646970667358221220e9967f1d2f507915525af99d79ecfe8a9f7e86f070caeab643f2bbd1daf3aa4564736f6c634300081c0033' as const;
