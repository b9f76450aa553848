// Taarifa ya ufikivu, toleo la Kiswahili la content/accessibility.ts. Toleo la Kiingereza ndilo
// linalozingatiwa (legal-translations.test.ts hukagua muundo unalifuata).
import { BRAND } from '@/config/brand';
import { SUPPORT } from '../site';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `${BRAND.name} inataka kila mtu aweze kuangalia viwango, kubadilisha sarafu na kusimamia pesa zake nasi, bila kujali kifaa chake, uwezo wake au teknolojia saidizi anayotumia. Taarifa hii inahusu tovuti yetu ya umma na jukwaa la wateja (dashibodi na kuingia).`,
  sections: [
    {
      id: 'standard',
      heading: 'Kiwango tunacholenga',
      paragraphs: [
        'Lengo letu ni Miongozo ya Ufikivu wa Maudhui ya Wavuti (WCAG) 2.2 katika kiwango cha AA. Kurasa na huduma mpya hazitolewi hadi zipite ukaguzi wetu wa ufikivu. Pale tunapojua kwamba hatujafikia kiwango hicho, au tunategemea msamaha unaoruhusiwa na miongozo, tunaeleza chini ya Mapungufu yanayojulikana.',
      ],
    },
    {
      id: 'built-in',
      heading: 'Tulichojenga ndani',
      list: [
        'Kila ukurasa na kila kisanduku cha mazungumzo kinatumika kwa kibodi pekee, kikiwa na kiashiria cha mahali ulipo kinachoonekana, na kiungo cha "Ruka hadi maudhui" juu ya kila ukurasa.',
        'Kurasa zinatumia vichwa na alama za maeneo kwa mpangilio wenye mantiki, na kila ukurasa una kichwa chake cha kipekee.',
        'Sehemu za fomu zina lebo zinazoonekana; makosa yanaandikwa kwa maneno kando ya sehemu husika na kuunganishwa nayo kwa ajili ya visoma skrini.',
        'Maandishi na vidhibiti vinatimiza uwiano wa utofautishaji wa rangi wa WCAG AA; arifa zinafikia angalau 7:1.',
        'Kurasa hujipanga upya bila kusogeza kando kwenye skrini ya simu yenye upana wa 390 px.',
        'Michoro inayosonga husimama kifaa chako kinapoomba mwendo mdogo, na jukwaa linalozunguka la masoko lina kitufe cha kusitisha.',
        'Takwimu za moja kwa moja, kama ubao wa viwango na kikokotoo cha sarafu, hutangaza masasisho yake kwa upole bila kuchukua mahali ulipo.',
      ],
    },
    {
      id: 'testing',
      heading: 'Jinsi tunavyopima',
      list: [
        'Ukaguzi wa kiotomatiki kwa axe-core kwenye kila ukurasa, kila kichupo cha dashibodi na cha usimamizi, na kila kisanduku cha mazungumzo, kwa upana wa simu (390 px) na wa kompyuta (1280 px), kila mara bidhaa inapobadilika. Kosa moja tu huzuia toleo jipya.',
        'Safari za kibodi pekee: kujisajili, kuingia, kubadilisha sarafu na kutoka bila kipanya, tukihakikisha kila kidhibiti kinafikiwa na kinaonyesha mahali ulipo.',
        'Ukaguzi kwa visoma skrini wa safari kuu zinapobadilika, kwa NVDA kwenye Windows na VoiceOver kwenye macOS na iOS.',
        'Mapitio ya mkono ya vigezo vya WCAG 2.2 ambavyo zana za kiotomatiki haziwezi kupima, kama ukubwa wa sehemu za kugusa, mahali ulipo kuendelea kuonekana, na njia mbadala za kuburuta.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Mapungufu yanayojulikana',
      list: [
        'Bei thabiti ni halali hadi muda wake unaohesabiwa kurudi nyuma uishe tu, kwa sababu zimefungamana na bei za soko za wakati huohuo (msamaha wa muda halisi wa kigezo 2.2.1 cha WCAG). Bei ikiisha muda wake, kitufe kimoja hupata bei mpya, mara nyingi kadiri unavyohitaji; dawati letu pia linaweza kukupa bei kwa simu au barua pepe.',
        'Huduma ya kutafuta usajili tunayoiunganisha kwenye ukurasa wetu wa Leseni na usajili inaendeshwa na Financial Crimes Enforcement Network; hatuwezi kudhibiti ufikivu wake.',
        'Alamisho ya kujaza kiotomatiki kwenye ukurasa huohuo husakinishwa kwa kuiburuta hadi kwenye upau wa alamisho. Huihitaji: nakili nambari ya usajili kwa kitufe cha Nakili na uibandike kwenye utafutaji badala yake.',
        'Ukaguzi wetu wa kiotomatiki unatumia kanuni za WCAG 2.0 na 2.1 za axe-core; vigezo vipya vya WCAG 2.2 hukaguliwa kwa mkono, hivyo kasoro inaweza kufika kwenye toleo kabla hatujaigundua. Tafadhali tujulishe ukikutana nayo.',
      ],
    },
    {
      id: 'report',
      heading: 'Ripoti kikwazo',
      paragraphs: [
        `Ikiwa kitu chochote kwenye tovuti au jukwaa letu ni kigumu au hakiwezekani kwako kutumia, tuma barua pepe kwa ${SUPPORT.email.value} (hujibiwa saa 24, siku 7) au piga simu ${SUPPORT.phone.value} (Jumatatu-Ijumaa 08:00-18:00 EAT). Tueleze ukurasa, ulichokuwa ukijaribu kufanya, na kifaa, kivinjari na teknolojia saidizi unayotumia ikiwa unavijua.`,
        'Kila ripoti hupata jibu ndani ya saa 4 kutoka kwa mtu halisi. Kikwazo kikikuzuia kukamilisha kazi, kama ubadilishaji, ombi au kusoma taarifa ya akaunti, tunaikamilisha pamoja nawe kwa njia nyingine, kwa simu au barua pepe, huku tukirekebisha, na tunakujulisha lini marekebisho yanatarajiwa. Nyaraka zinapatikana katika muundo mwingine ukiomba.',
      ],
    },
    {
      id: 'not-satisfied',
      heading: 'Ikiwa hujaridhika',
      paragraphs: [
        'Ikiwa hufurahishwi na jibu letu, tumia utaratibu wa malalamiko ulio katika taarifa yetu ya Uzingatiaji wa sheria: unaeleza muda wetu wa kujibu na jinsi ya kupeleka malalamiko kwa mamlaka husika.',
      ],
    },
  ],
};
export default doc;
