// Masharti ya huduma, toleo la Kiswahili la content/legal.ts (TERMS_OF_SERVICE). Toleo la
// Kiingereza ndilo linalozingatiwa (legal-translations.test.ts hukagua muundo unalifuata).
import { BRAND } from '@/config/brand';
import { HEAD_OFFICE, LEGAL_EMAIL } from '../legal-facts';
import type { TranslatedDocument } from './types';

const doc: TranslatedDocument = {
  intro: `Masharti haya yanasimamia matumizi yako ya tovuti na huduma za ${BRAND.name}. Kwa kufungua akaunti au kutumia huduma zetu, unakubali masharti haya.`,
  sections: [
    {
      id: 'eligibility',
      heading: 'Ustahiki',
      paragraphs: [
        'Ili kutumia huduma zetu, lazima uwe na umri wa miaka 18 au zaidi na uwe na uwezo wa kuingia katika mkataba unaokufunga kisheria. Biashara lazima iwakilishwe na mtu aliyeidhinishwa kuifanyia kazi. Tunaweza kuomba uthibitisho wa utambulisho na wa biashara kabla hujafanya muamala.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Usalama wa akaunti',
      paragraphs: [
        'Una wajibu wa kutunza siri za taarifa zako za kuingia na wa shughuli zote kwenye akaunti yako. Washa uthibitishaji wa hatua mbili na utujulishe mara moja ukishuku kuwa mtu ameingia bila idhini.',
      ],
    },
    {
      id: 'transactions',
      heading: 'Miamala',
      paragraphs: [
        'Muamala unaouthibitisha unakufunga. Kiwango kinachoonyeshwa unapothibitisha ndicho kinachotumika. Tunaweza kukataa au kuchelewesha muamala ambao hatuwezi kuuthibitisha au ambao sheria inatuzuia kuukamilisha.',
      ],
    },
    {
      id: 'risk-disclosure',
      heading: 'Taarifa ya hatari',
      paragraphs: [
        'Viwango vya ubadilishaji hubadilika, wakati mwingine kwa kasi. Thamani ya sarafu unayoshikilia au kupokea inaweza kushuka. Viwango vya zamani havitabiri viwango vya baadaye, na hakuna chochote kwenye tovuti yetu kilicho ushauri wa uwekezaji.',
      ],
    },
    {
      id: 'prohibited-activities',
      heading: 'Shughuli zilizopigwa marufuku',
      paragraphs: ['Huruhusiwi kutumia huduma zetu ili:'],
      list: [
        'Kutakatisha fedha, kufadhili ugaidi au kukwepa vikwazo.',
        'Kufanya udanganyifu au kutumia fedha au utambulisho usio wako.',
        'Kuingilia, kupekua au kushambulia mifumo yetu.',
        'Kuvunja sheria au kanuni yoyote inayokuhusu wewe au sisi.',
      ],
    },
    {
      id: 'liability',
      heading: 'Ukomo wa dhima',
      paragraphs: [
        'Kwa kiwango kinachoruhusiwa na sheria, dhima yetu yote kwako kwa dai lolote ni ada ulizotulipa kwa muamala husika tu. Hatuwajibiki kwa hasara zisizo za moja kwa moja au zinazofuatia, wala kwa ucheleweshaji unaosababishwa na benki, mitandao au matukio yaliyo nje ya uwezo wetu.',
      ],
    },
    {
      id: 'termination',
      heading: 'Kusitisha',
      paragraphs: [
        'Unaweza kufunga akaunti yako wakati wowote. Tunaweza kusimamisha au kufunga akaunti kwa sababu ya:',
      ],
      list: [
        'Kukiuka masharti haya.',
        'Udanganyifu au kushukiwa kwa udanganyifu.',
        'Kushindwa kwa uthibitisho wa utambulisho au wa biashara.',
        'Kutotumika kwa muda mrefu.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Sheria inayotumika na migogoro',
      paragraphs: [
        'Masharti haya yanasimamiwa na sheria za Kenya. Mgogoro wowote usioweza kusuluhishwa kwa maelewano utaamuliwa kwa usuluhishi (arbitration) jijini Nairobi, Kenya.',
      ],
    },
    {
      id: 'contact',
      heading: 'Wasiliana nasi',
      paragraphs: [
        `Maswali kuhusu masharti haya: tuma barua pepe kwa ${LEGAL_EMAIL} au tuandikie kwa anwani ${HEAD_OFFICE}.`,
      ],
    },
  ],
};
export default doc;
