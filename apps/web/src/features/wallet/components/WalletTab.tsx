import type { GoTo } from '@/lib/dashboard-intent';
import { Balances } from './Balances';
import { BalanceChart } from './BalanceChart';
import { Beneficiaries } from './Beneficiaries';
import { FundForm } from './FundForm';
import { PhonePayIn } from './PhonePayIn';
import { StablecoinDeposit } from './StablecoinDeposit';
import { StablecoinPayout } from './StablecoinPayout';
import { TransactionsList } from './TransactionsList';
import { WithdrawForm } from './WithdrawForm';

/** Dashboard wallet tab: balances, the balance over time, funding (by phone or by transfer), withdrawals, beneficiaries and the ledger. */
export function WalletTab({ goTo }: { goTo: GoTo }) {
  return (
    <div className="grid gap-6">
      <Balances goTo={goTo} />
      <BalanceChart />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          {/* The transfer form first: it takes every currency; paying by phone is KES only. */}
          <FundForm />
          <PhonePayIn />
          <StablecoinDeposit />
        </div>
        <div className="grid gap-6">
          <WithdrawForm goTo={goTo} />
          <StablecoinPayout />
        </div>
      </div>
      <Beneficiaries />
      <TransactionsList />
    </div>
  );
}
