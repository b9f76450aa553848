import { Balances } from './Balances';
import { Beneficiaries } from './Beneficiaries';
import { FundForm } from './FundForm';
import { TransactionsList } from './TransactionsList';
import { WithdrawForm } from './WithdrawForm';

/** Dashboard wallet tab: balances, funding, withdrawals, beneficiaries and the ledger. */
export function WalletTab() {
  return (
    <div className="grid gap-6">
      <Balances />
      <div className="grid gap-6 lg:grid-cols-2">
        <FundForm />
        <WithdrawForm />
      </div>
      <Beneficiaries />
      <TransactionsList />
    </div>
  );
}
