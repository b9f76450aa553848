// Uzingatiaji wa sheria, toleo la Kiswahili la content/legal.ts (COMPLIANCE_STATEMENT). Toleo la
// Kiingereza ndilo linalozingatiwa (legal-translations.test.ts hukagua muundo na mawasiliano).
import { BRAND } from '@/config/brand';
import { REGULATION, SUPPORT } from '../site';
import {
  COMPLAINTS_EMAIL,
  COMPLIANCE_EMAIL,
  HEAD_OFFICE,
  KENYA_HOTLINE,
  PRIVACY_EMAIL,
} from '../legal-facts';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `Jinsi ${BRAND.name} inavyozuia utakatishaji wa fedha, ufadhili wa ugaidi na ukiukaji wa vikwazo, jinsi tunavyowathibitisha watu na biashara tunazohudumia, jinsi tunavyotunza kumbukumbu na kulinda data, na jinsi ya kuwasilisha malalamiko jambo likienda vibaya.`,
  sections: [
    {
      id: 'regulatory-status',
      heading: 'Hadhi yetu kisheria',
      paragraphs: [
        `${BRAND.name} ni biashara ya huduma za fedha yenye leseni nchini Marekani, iliyosajiliwa na ${REGULATION.regulator} kwa nambari ya usajili ya MSB ${REGULATION.msbRegistrationNumber}. Unaweza kuthibitisha usajili huu mwenyewe: ukurasa wetu wa Leseni na usajili unaeleza jinsi ya kufanya hivyo.`,
        'Tunawahudumia wateja kutoka ofisi zetu za Nairobi, Dar es Salaam na Accra, na tunalipa nchini Kenya, Tanzania, Ghana, Nigeria, Afrika Kusini, Ethiopia na Zambia. Katika kila nchi tunafuata sheria za kuzuia utakatishaji wa fedha, vikwazo, fedha za kigeni na ulinzi wa data zinazohusu huduma tunayotoa huko.',
      ],
    },
    {
      id: 'aml-cft-programme',
      heading: 'Mpango wa kuzuia utakatishaji wa fedha na ufadhili wa ugaidi',
      paragraphs: [
        'Mpango wetu wa AML/CFT umeandikwa, umeidhinishwa na menejimenti ya juu na unatumika kwa kila mteja, huduma na soko. Unafuata mtazamo unaozingatia hatari: ukaguzi wetu huongezeka kadiri hatari ya mteja, njia ya malipo au muamala inavyoongezeka. Unajumuisha:',
      ],
      list: [
        'Afisa wa uzingatiaji wa sheria aliyeteuliwa, anayeripoti kwa menejimenti ya juu na mwenye mamlaka ya kusimamisha muamala au uhusiano wowote.',
        'Tathmini ya maandishi ya hatari za utakatishaji wa fedha na ufadhili wa ugaidi zinazotokana na wateja, huduma, njia za malipo na nchi zetu, inayopitiwa angalau mara moja kwa mwaka.',
        'Uthibitisho wa utambulisho na uchunguzi wa mteja kabla mteja hajaweza kufanya muamala (tazama sehemu inayofuata).',
        'Ufuatiliaji wa miamala yenye kiasi, marudio, mtindo au mwisho usio wa kawaida, huku tahadhari zikipitiwa na timu ya uzingatiaji wa sheria.',
        'Ripoti za shughuli zinazotiliwa shaka kwa Financial Crimes Enforcement Network na kwa kitengo cha intelijensia ya fedha cha nchi husika (nchini Kenya Financial Reporting Centre, nchini Tanzania Kitengo cha Udhibiti wa Fedha Haramu (FIU), nchini Ghana Financial Intelligence Centre), pamoja na ripoti nyingine yoyote inayotakiwa na sheria.',
        'Mafunzo kwa kila mfanyakazi anapojiunga na kila mwaka baada ya hapo, pamoja na mafunzo ya ziada kwa wafanyakazi wanaosajili wateja au kushughulikia malipo.',
        'Mapitio huru ya mpango kila mwaka, na matokeo yake kufuatiliwa hadi yatekelezwe.',
      ],
    },
    {
      id: 'kyc-due-diligence',
      heading: 'Kumjua mteja na uchunguzi wa mteja',
      paragraphs: [
        'Tunamthibitisha kila mteja kabla ya muamala wake wa kwanza na kutumia mojawapo ya viwango vifuatavyo vya uchunguzi. Uthibitisho kwa kawaida huchukua saa 24-48, na si zaidi ya siku 5 za kazi tukishapokea nyaraka zote.',
      ],
      list: [
        'Uchunguzi wa kawaida (watu binafsi): jina kamili, tarehe ya kuzaliwa, uraia na anwani, vikihakikiwa dhidi ya kitambulisho halali kilichotolewa na serikali na uthibitisho wa anwani wa miezi 3 iliyopita.',
        'Uchunguzi wa biashara (makampuni na taasisi): nyaraka za usajili, anwani iliyosajiliwa, aina ya biashara, wakurugenzi na watia saini walioidhinishwa, na wamiliki manufaa ambao hatimaye wanamiliki au kudhibiti biashara, kila mmoja akithibitishwa kama mtu binafsi. Taasisi pia zinaeleza leseni zao na mpango wao wa AML.',
        'Uchunguzi wa kina: kwa watu wenye nyadhifa za kisiasa, wateja wenye uhusiano na nchi zenye hatari kubwa, na shughuli kubwa au tata isivyo kawaida, tunauliza chanzo cha fedha na, inapohitajika, chanzo cha utajiri, na meneja mwandamizi huidhinisha uhusiano huo.',
        'Uchunguzi endelevu: tunasasisha taarifa za wateja, tunapitia mahusiano mara kwa mara (mara nyingi zaidi hatari inapokuwa kubwa), na tunaomba nyaraka mpya pale tulizo nazo zinapoisha muda au shughuli zisipolingana tena na tulichoelezwa.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Ukaguzi wa vikwazo',
      paragraphs: [
        'Hatushughulikii watu, taasisi au nchi zilizowekewa vikwazo, moja kwa moja au kwa njia isiyo ya moja kwa moja. Tunawakagua wateja, wakurugenzi wao na wamiliki manufaa, na wanufaika wa malipo:',
      ],
      list: [
        'Dhidi ya orodha za vikwazo za Baraza la Usalama la Umoja wa Mataifa, Ofisi ya Udhibiti wa Mali za Kigeni ya Marekani (OFAC), Umoja wa Ulaya na Uingereza, na orodha za kitaifa za nchi tunazofanyia kazi.',
        'Mteja anapojiunga, kabla ya kila malipo, na tena kwa wateja wote kila orodha inapobadilika.',
        'Dhidi ya orodha za watu wenye nyadhifa za kisiasa na taarifa hasi za vyombo vya habari, ili kuamua lini uchunguzi wa kina unahitajika.',
      ],
    },
    {
      id: 'holds-and-refusals',
      heading: 'Tunaposimamisha au kukataa muamala',
      paragraphs: [
        'Tunaweza kuchelewesha muamala tunapoomba taarifa, kuukataa, au kuzuia fedha pale sheria inapotaka, kwa mfano jina linapolingana na orodha ya vikwazo. Sheria inaweza kutuzuia kukueleza sababu, au kwamba tumetoa ripoti. Hatumwombi mteja kamwe kugawanya malipo ili yabaki chini ya kiwango cha kuripoti au cha uthibitisho, na kugawanya malipo kwa lengo hilo ni sababu tosha ya kuyakataa.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Utunzaji wa kumbukumbu',
      paragraphs: [
        'Tunahifadhi kumbukumbu za miamala kwa miaka 7 baada ya muamala, na kumbukumbu za utambulisho na uchunguzi kwa miaka 7 baada ya uhusiano wa kibiashara kuisha, au zaidi pale sheria, mdhibiti au uchunguzi unapotaka. Kumbukumbu hutunzwa kwa namna ambayo muamala wowote unaweza kuundwa upya na kutolewa kwa mamlaka husika kwa ombi halali.',
      ],
    },
    {
      id: 'data-protection',
      heading: 'Ulinzi wa data',
      paragraphs: [
        `Tunashughulikia data binafsi kwa mujibu wa Sera yetu ya faragha na sheria za ulinzi wa data za nchi tunazofanyia kazi, zikiwemo Data Protection Act 2019 ya Kenya, Sheria ya Ulinzi wa Taarifa Binafsi ya 2022 ya Tanzania na Data Protection Act 2012 ya Ghana. Nyaraka za uthibitisho hutumika kwa ajili ya uzingatiaji wa sheria na huhifadhiwa kwa muda unaotakiwa na kanuni za utunzaji wa kumbukumbu zilizo hapo juu tu. Ufikiaji unaruhusiwa kwa wafanyakazi wanaouhitaji tu, na data husimbwa kwa njia fiche inaposafirishwa. Maswali au maombi kuhusu data zako: ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Utaratibu wa malalamiko',
      paragraphs: [
        `Tunataka kujua tunapokosea. Tuma malalamiko yako kwa ${COMPLAINTS_EMAIL}, piga simu ${SUPPORT.phone.value} (Jumatatu-Ijumaa 08:00-18:00 EAT), au tuandikie kwa anwani ${HEAD_OFFICE}. Tueleze jina lako, anwani ya barua pepe ya akaunti yako, kumbukumbu ya muamala kama ipo, kilichoharibika na ungependa tufanye nini. Kuwasilisha malalamiko ni bure.`,
      ],
      list: [
        'Tunathibitisha kupokea malalamiko yako ndani ya saa 24, pamoja na nambari ya kumbukumbu na jina la mtu anayeyashughulikia.',
        'Tunatuma jibu letu la mwisho kwa maandishi ndani ya siku 15 za kazi. Hali za kipekee zikizuia hilo, tunakueleza sababu ndani ya muda huo na kutuma jibu la mwisho ndani ya siku 35 za kazi.',
        'Usipokubaliana na jibu la kwanza, omba mapitio: malalamiko hupelekwa kwa afisa wetu wa uzingatiaji wa sheria, ambaye hakuhusika katika uamuzi wa awali.',
        'Ikiwa bado hujaridhika na jibu letu la mwisho, au halijafika kwa wakati, unaweza kuwasilisha malalamiko yako kwa mamlaka inayosimamia huduma za fedha mahali ulipopokea huduma: nchini Kenya Benki Kuu ya Kenya, nchini Tanzania Benki Kuu ya Tanzania, nchini Ghana Benki Kuu ya Ghana, na nchini Marekani Consumer Financial Protection Bureau. Malalamiko kuhusu data zako binafsi yanaweza pia kupelekwa kwa mamlaka ya ulinzi wa data ya nchi yako.',
      ],
    },
    {
      id: 'contact-compliance',
      heading: 'Wasiliana na timu yetu ya uzingatiaji wa sheria',
      paragraphs: [
        `Maswali kuhusu taarifa hii, maombi ya uchunguzi kutoka kwa benki na washirika, na ripoti za kushukiwa kwa matumizi mabaya ya huduma zetu: ${COMPLIANCE_EMAIL}.${KENYA_HOTLINE ? ` Kuripoti udanganyifu kwenye akaunti yako wakati wowote, piga simu ya dharura ya Kenya (saa 24, siku 7), ${KENYA_HOTLINE.phone}.` : ''}`,
      ],
    },
  ],
};
export default doc;
