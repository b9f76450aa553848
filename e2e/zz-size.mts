import { depositCreditedNotice } from '../apps/server/src/services/notices/money-notices.ts';
import { noticeFields } from '../apps/server/src/services/notices/notices.ts';
const n = noticeFields(depositCreditedNotice({reference:'DEP-ABCDEFGHJK',currency:'USD',method:'bank_transfer',expectedAmount:'100.0000',receivedAmount:'100.00'},'http://localhost:3000',['en']));
console.log(JSON.stringify(n).length, n.html.length, n.text.length);
const t0=performance.now(); for (let i=0;i<10000;i++) JSON.stringify(noticeFields(depositCreditedNotice({reference:'DEP-ABCDEFGHJK',currency:'USD',method:'bank_transfer',expectedAmount:'100.0000',receivedAmount:String(i)+'.00'},'http://localhost:3000',['en']))); console.log('ms/10k', performance.now()-t0);
