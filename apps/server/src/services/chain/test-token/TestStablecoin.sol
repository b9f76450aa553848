// SPDX-License-Identifier: MIT
// A test stablecoin for development and tests only (docs/stablecoins.md): OpenZeppelin's ERC-20
// with 6 decimals, like USDC and USDT. The deployer is the only minter.
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

contract TestStablecoin is ERC20 {
    address public immutable minter;

    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) {
        minter = msg.sender;
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "TestStablecoin: only the minter");
        _mint(to, amount);
    }
}
