// Taarifa ya hatari, toleo la Kiswahili la content/legal.ts (RISK_DISCLOSURE). Toleo la
// Kiingereza ndilo linalozingatiwa (legal-translations.test.ts hukagua muundo unalifuata).
import { BRAND } from '@/config/brand';
import { EMAIL_DOMAIN, STATS, SUPPORT } from '../site';
import { KENYA_HOTLINE } from '../legal-facts';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `Kubadilisha na kutuma pesa kuvuka mipaka kuna hatari. Taarifa hii inaeleza hatari kuu, kile ${BRAND.name} inachofanya kuzikabili na kile unachoweza kufanya. Isome pamoja na Masharti yetu ya huduma kabla ya kufanya muamala.`,
  sections: [
    {
      id: 'no-advice',
      heading: 'Kuhusu taarifa hii',
      paragraphs: [
        'Taarifa hii haiorodheshi kila hatari inayowezekana. Hakuna chochote kwenye tovuti yetu, katika viwango vyetu au kutoka kwa wafanyabiashara wetu wa fedha kilicho ushauri wa uwekezaji, kodi au kisheria: amua kama na lini ubadilishe sarafu kulingana na hali yako mwenyewe, na upate ushauri huru ukiuhitaji.',
      ],
    },
    {
      id: 'currency-exposure',
      heading: 'Kuathiriwa na sarafu na kuyumba kwa thamani',
      paragraphs: [
        'Viwango vya ubadilishaji hubadilika kila wakati, na wakati mwingine kwa kasi. Thamani ya sarafu unayoshikilia, unayotarajia kupokea au unayohitaji kulipa inaweza kushuka dhidi ya nyingine kati ya wakati unapoamua na wakati unapobadilisha. Viwango vya zamani na mabadiliko yake havitabiri viwango vya baadaye.',
        'Sarafu za Afrika zinaweza kubadilika zaidi kuliko sarafu kuu, na ghafla: kwa sababu ya kushushwa kwa thamani, hatua za benki kuu, mabadiliko ya viwango vya riba au bei za bidhaa, uchaguzi, na kanuni za fedha za kigeni kama udhibiti wa mitaji, mipaka ya kubadilisha au kurejesha fedha nchini, au tofauti kati ya kiwango rasmi na cha soko. Mabadiliko ya sheria yanaweza pia kuchelewesha, kuzuia kwa kiasi au kuzuia kabisa ubadilishaji au malipo.',
        'Kushikilia salio katika sarafu fulani kunakuweka kwenye hatari ya sarafu hiyo hadi utakapoibadilisha. Kugawanya ubadilishaji kwa vipindi, au kukubaliana kiwango mapema na dawati letu la biashara, kunaweza kupunguza hatari hii lakini hakuiondoi kabisa.',
      ],
    },
    {
      id: 'firm-quotes',
      heading: 'Bei thabiti na muda wake wa uhalali',
      list: [
        'Viwango kwenye ukurasa wetu wa Viwango vya sasa, kwenye kikokotoo na kwenye muhtasari wa viwango ni vya makadirio: vinaonyesha hali ya soko na si ofa.',
        'Bei thabiti huweka kiwango, ada na kiasi utakachopokea. Kwenye jukwaa inaonyesha kiasi kinachouzwa, ada, kiwango pamoja na tofauti ya bei, kiasi kinachopokelewa, na muda unaohesabiwa kurudi nyuma: ni halali hadi muda huo uishe tu, kwa saa ya seva yetu, na inaweza kutumika mara moja tu.',
        'Bei ikiisha muda wake unahitaji bei mpya, kwa kiwango cha wakati huo, ambacho kinaweza kuwa kibaya zaidi. Agizo lililowekwa kwa bei iliyoisha muda au iliyokwisha kutumika hukataliwa na hakuna kinachobadilishwa.',
        'Bei ambayo dawati letu linatuma kwa barua pepe inaeleza muda wake wa uhalali. Baada ya muda huo haitufungi tena.',
        'Ukishathibitisha ubadilishaji kwa bei halali, unakufunga na hauwezi kufutwa wala kurudishwa, hata soko likibadilika baadaye kwa faida yako.',
      ],
    },
    {
      id: 'settlement',
      heading: 'Hatari ya usuluhishi wa malipo',
      paragraphs: [
        'Uhamishaji wa kimataifa kwa kawaida huchukua siku 1-3 za kazi. Unaweza kuchukua muda mrefu zaidi kwa sababu ya muda wa mwisho wa kupokea maagizo, wikendi na sikukuu za umma katika nchi yoyote kati ya hizo mbili, benki za kati, kukatika kwa mitandao ya pesa za simu au ya benki, au ukaguzi wa uzingatiaji wa sheria unaofanywa na sisi au na taasisi inayopokea. Malipo hukamilika pale tu benki au mtoa huduma wa pesa za simu wa mnufaika anapoyaweka kwenye akaunti.',
        'Hakiki taarifa za mnufaika kabla ya kuthibitisha: malipo yaliyotumwa kwenye akaunti au nambari ya simu isiyo sahihi kwa sababu ya taarifa ulizotupa huenda yasirudishwe, na tunaweza tu kuiomba taasisi iliyoyapokea iyarudishe.',
      ],
    },
    {
      id: 'counterparty',
      heading: 'Hatari ya mshirika wa muamala',
      paragraphs: [
        'Ili kubadilisha na kufikisha pesa tunategemea benki, waendeshaji wa pesa za simu na watoa ukwasi katika kila soko. Mmoja wao akishindwa, akisimamisha huduma au akichelewesha malipo, muamala wako unaweza kuchelewa. Tunawachagua washirika hawa kwa uchunguzi wa kina na kuwapitia mara kwa mara, lakini hatuwezi kuondoa hatari hii.',
        `Salio lililo kwa ${BRAND.name} si amana za benki na halilindwi na mfuko wowote wa bima ya amana. Makubaliano yaliyofanywa na dawati letu kwa tarehe ya baadaye yanategemea pande zote mbili kuyatekeleza: wewe kwa tarehe iliyokubaliwa, na sisi.`,
      ],
    },
    {
      id: 'liquidity',
      heading: 'Hatari ya ukwasi',
      paragraphs: [
        'Baadhi ya sarafu hununuliwa na kuuzwa kwa kiasi kidogo, na ukwasi wa sarafu yoyote unaweza kukauka wakati wa msukosuko wa soko au sikukuu za ndani. Kiasi kikubwa kinaweza basi kuhitaji kubadilishwa kwa awamu au kwa muda mrefu zaidi, kwa kiwango kisicho na faida sana. Katika hali kama hizo tunaweza kupanua tofauti ya bei, kuweka kikomo cha kiasi au kusimamisha jozi ya sarafu; agizo kwenye jozi iliyosimamishwa hukataliwa.',
      ],
    },
    {
      id: 'forward-arrangements',
      heading: 'Makubaliano ya baadaye na ya kinga dhidi ya hatari',
      paragraphs: [
        'Kiwango kilichokubaliwa leo kwa malipo ya baadaye kinakulinda soko likienda kinyume nawe, lakini lazima ukamilishe ubadilishaji kwa kiwango kilichokubaliwa hata soko likienda kwa faida yako, na huenda ukahitajika kutoa fedha mapema. Jadiliana na dawati letu kama makubaliano kama hayo yanafaa biashara yako kabla ya kuyakubali; makubaliano yoyote huwekwa kwa maandishi.',
      ],
    },
    {
      id: 'operational-technology',
      heading: 'Hatari za kiutendaji na za kiteknolojia',
      paragraphs: [
        `Tunalenga jukwaa kupatikana kwa ${STATS.uptime.value} ya muda, lakini hakuna mfumo unaopatikana kila wakati: matengenezo, kukatika kwa huduma, hitilafu za intaneti au mtandao wa simu, au hitilafu kwa washirika wetu zinaweza kukuzuia kuona viwango, kupata bei au kutuma malipo unapotaka. Tunza kumbukumbu zako mwenyewe za kila muamala: kila agizo lina uthibitisho, na taarifa za kila mwezi zinapatikana kwenye dashibodi yako.`,
        'Usalama wa akaunti yako unategemea usalama wa taarifa zako za kuingia. Tumia nenosiri thabiti usilolitumia mahali pengine popote, washa uthibitishaji wa hatua mbili na ulinde akaunti yako ya barua pepe.',
      ],
    },
    {
      id: 'fraud-scams',
      heading: 'Udanganyifu na utapeli',
      paragraphs: ['Wahalifu huwalenga watu wanaotuma pesa. Jilinde:'],
      list: [
        `Hatutakuomba kamwe nenosiri lako au msimbo wako wa hatua mbili, kwa simu, barua pepe au gumzo. Barua pepe zetu hutoka tu kwenye anwani zinazoishia na @${EMAIL_DOMAIN}.`,
        'Hatutakuomba kamwe kuhamisha pesa kwenda "akaunti salama", kulipa ada ili fedha zako ziachiliwe, au kununua kadi za zawadi au mali za kidijitali (crypto).',
        'Msambazaji, ndugu au mfanyakazi mwenzako akikutumia taarifa mpya za malipo, zithibitishe kwa kupiga nambari unayoijua tayari, si ile iliyo kwenye ujumbe.',
        'Jihadhari na mtu yeyote anayeahidi faida za uhakika, viwango "maalum" vya ubadilishaji, au anayekuomba kupokea pesa na kumtumia: huenda ukawa unasaidia kutakatisha fedha.',
        'Usimruhusu mtu mwingine kamwe kutumia akaunti yako au kutuma malipo kwa niaba yake kupitia akaunti hiyo.',
        `Ukidhani umelengwa au akaunti yako imetumiwa vibaya, acha kila kitu na uwasiliane nasi mara moja: ${SUPPORT.phone.value}${KENYA_HOTLINE ? `, au wakati wowote ${KENYA_HOTLINE.phone}` : ''}, au ${SUPPORT.email.value}.`,
      ],
    },
    {
      id: 'questions',
      heading: 'Maswali',
      paragraphs: [
        `Usipoelewa hatari yoyote iliyoelezwa hapa, tuulize kabla ya kufanya muamala: ${SUPPORT.email.value} au ${SUPPORT.phone.value} (Jumatatu-Ijumaa 08:00-18:00 EAT).`,
      ],
    },
  ],
};
export default doc;
