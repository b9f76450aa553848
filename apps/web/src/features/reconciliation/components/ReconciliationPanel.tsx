import { StatementImport } from './StatementImport';
import { BankPayouts } from './BankPayouts';
import { ExceptionsQueue } from './ExceptionsQueue';
import { DailyReport } from './DailyReport';
import { ChainDeposits } from './ChainDeposits';
import { ChainPayouts } from './ChainPayouts';
import { ChainTreasuryCard } from './ChainTreasuryCard';

/**
 * Admin → Reconciliation (issue 37): import a bank statement (camt.053/054), resolve what the
 * rails could not match (credit, refund, write off with a second admin), and the day's report per
 * rail with its CSV; bank payouts: make a pain.001, hand it to the bank, read its pain.002.
 */
export function ReconciliationPanel() {
  return (
    <div className="grid gap-6">
      <StatementImport />
      <BankPayouts />
      <ExceptionsQueue />
      <ChainTreasuryCard />
      <ChainDeposits />
      <ChainPayouts />
      <DailyReport />
    </div>
  );
}
