// Sera ya faragha, toleo la Kiswahili la content/legal.ts (PRIVACY_POLICY). Toleo la Kiingereza
// ndilo linalozingatiwa; kila badiliko la Kiingereza lifanywe hapa pia (id zilezile, idadi ileile
// ya aya na vipengele: legal-translations.test.ts hukagua).
import { BRAND } from '@/config/brand';
import { HEAD_OFFICE, PRIVACY_EMAIL } from '../legal-facts';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `${BRAND.name} ("sisi") inaheshimu faragha yako. Sera hii inaeleza ni taarifa gani binafsi tunazokusanya unapotumia tovuti na huduma zetu, jinsi tunavyozitumia na kuzishiriki, jinsi tunavyozilinda, na haki ulizo nazo juu yake.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Taarifa tunazokusanya',
      paragraphs: [
        'Tunakusanya taarifa unazotupa na taarifa zinazotokana na matumizi yako ya huduma zetu:',
      ],
      list: [
        'Utambulisho na mawasiliano: jina, anwani ya barua pepe, nambari ya simu, kampuni na nchi.',
        'Nyaraka za uthibitisho (KYC): kitambulisho kilichotolewa na serikali na uthibitisho wa anwani.',
        'Taarifa za miamala: sarafu, kiasi, wanufaika, tarehe na viwango vya ubadilishaji.',
        'Taarifa za kiufundi: anwani ya IP, aina ya kivinjari, taarifa za kifaa na kurasa ulizotembelea.',
        'Mawasiliano: ujumbe, maombi ya bei na ya ushauri, maswali ya msaada na maombi ya kazi unayotutumia.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'Jinsi tunavyotumia taarifa zako',
      list: [
        'Kufungua na kuendesha akaunti yako na kutekeleza miamala yako.',
        'Kuthibitisha utambulisho wako na kutimiza wajibu wetu wa kupambana na utakatishaji wa fedha na ufadhili wa ugaidi.',
        'Kujibu maombi yako ya bei, ushauri na msaada.',
        'Kugundua na kuzuia udanganyifu na kulinda usalama wa huduma zetu.',
        'Kuboresha huduma zetu na, ukikubali, kukutumia taarifa za huduma.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Kushiriki taarifa',
      paragraphs: [
        'Hatuuzi taarifa zako binafsi. Tunazishiriki tu na benki, washirika wa malipo na wa pesa za simu wanaohitajika kukamilisha miamala yako; na watoa huduma wanaotufanyia kazi chini ya mkataba na wajibu wa usiri; na wadhibiti, vyombo vya kutekeleza sheria na mahakama pale sheria inapotutaka.',
      ],
    },
    {
      id: 'security',
      heading: 'Usalama wa data',
      paragraphs: [
        'Tunalinda taarifa zako kwa usimbaji fiche wakati wa kusafirishwa, udhibiti wa ufikiaji, uthibitishaji wa hatua mbili, ufuatiliaji wa shughuli na ukaguzi wa usalama wa mara kwa mara. Ni wafanyakazi wanaohitaji taarifa zako ili kukuhudumia pekee wanaoweza kuzifikia.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Haki zako',
      paragraphs: ['Kwa kuzingatia sheria inayokuhusu, unaweza:'],
      list: [
        'Kupata taarifa binafsi tulizo nazo kukuhusu.',
        'Kutuomba kusahihisha taarifa zisizo sahihi au zisizokamilika.',
        'Kutuomba kufuta taarifa ambazo hatuhitaji tena kuzihifadhi.',
        'Kupinga au kuzuia matumizi fulani, ikiwemo matangazo ya biashara.',
        'Kupokea nakala ya taarifa zako katika muundo unaoweza kuhamishwa.',
      ],
    },
    {
      id: 'retention',
      heading: 'Uhifadhi wa data',
      paragraphs: [
        'Tunahifadhi kumbukumbu za miamala kwa miaka 7 baada ya muamala, kama kanuni za fedha zinavyotaka. Taarifa nyingine binafsi huhifadhiwa kwa muda unaohitajika kwa madhumuni yaliyotajwa hapo juu au unaotakiwa na sheria tu, kisha hufutwa au kufanywa zisitambulishe mtu.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Uhamishaji wa kimataifa',
      paragraphs: [
        'Tuna ofisi nchini Kenya, Tanzania na Ghana. Taarifa zako zinaweza kuhamishwa kati ya ofisi hizi, na kwa washirika wetu katika nchi nyingine, ili kutoa huduma zetu. Kila uhamishaji unalindwa na kinga zilizoelezwa katika sera hii.',
      ],
    },
    {
      id: 'contact',
      heading: 'Wasiliana nasi',
      paragraphs: [
        `Kwa maswali kuhusu sera hii au kutumia haki zako, tuma barua pepe kwa ${PRIVACY_EMAIL} au tuandikie kwa anwani ${HEAD_OFFICE}.`,
      ],
    },
  ],
};
export default doc;
