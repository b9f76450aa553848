// The documentation in Swahili (content/docs/localized.ts): the English articles (articles.ts,
// meta.ts) section by section, block by block, in the same order (docs-i18n.test.ts checks it).
// Buttons and tabs are named as the interface names them; figures come from the fee example.
import type { DocsTranslation } from './types.ts';

const sw: DocsTranslation = {
  categories: {
    start: 'Kuanza',
    money: 'Pochi na malipo',
    trading: 'Kubadilisha sarafu',
    security: 'Usalama',
  },
  articles: {
    'getting-started': {
      description:
        'Fungua akaunti yako, thibitisha anwani yako ya barua pepe, ingia na uwashe uthibitishaji wa hatua mbili.',
      intro:
        'Kila kitu unachohitaji kufungua akaunti na kuingia kwa usalama: fungua akaunti, thibitisha anwani yako ya barua pepe, kisha uilinde kwa uthibitishaji wa hatua mbili.',
      sections: [
        {
          id: 'create-account',
          heading: 'Fungua akaunti yako',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Chagua Ingia juu ya ukurasa wowote, kisha fungua kichupo cha Jisajili.',
                'Weka jina lako la kwanza na anwani ya barua pepe (vyote vinahitajika) na, ukipenda, jina la ukoo, kampuni na nchi.',
                'Chagua nenosiri lenye herufi 8 hadi 128. Manenosiri yanayotumika sana hukataliwa; kipimo chini ya sehemu hiyo kinaonyesha uimara wa lako, na Tengeneza hukuundia nenosiri imara la herufi 12.',
                'Chagua Fungua akaunti.',
              ],
            },
            {
              kind: 'note',
              text: 'Lazima uwe na umri wa miaka 18 au zaidi kutumia huduma zetu. Ikiwa tayari kuna akaunti ya anwani yako ya barua pepe, ingia badala yake au weka upya nenosiri lako.',
            },
          ],
        },
        {
          id: 'verify-email',
          heading: 'Thibitisha anwani yako ya barua pepe',
          blocks: [
            {
              kind: 'p',
              text: 'Tunatuma kiungo kwenye anwani uliyojisajili nayo. Kifungue ndani ya saa 24 kuthibitisha anwani; unaweza kuingia tu baada ya kuithibitisha.',
            },
            {
              kind: 'p',
              text: 'Hukupata barua pepe? Angalia folda ya barua taka, kisha jaribu kuingia: kwa anwani ambayo bado haijathibitishwa, fomu ya kuingia inakupa chaguo la kutuma tena barua pepe ya uthibitisho.',
            },
          ],
        },
        {
          id: 'sign-in',
          heading: 'Ingia na uweke upya nenosiri ulilosahau',
          blocks: [
            {
              kind: 'p',
              text: 'Ingia kwa anwani yako ya barua pepe na nenosiri. Baada ya manenosiri matano yasiyo sahihi ndani ya dakika 15, kuingia kunasimamishwa kwa dakika 15 na tunakutumia barua pepe yenye kiungo cha kufungua akaunti; kiungo hicho hufanya kazi mara moja tu, ndani ya saa moja.',
            },
            {
              kind: 'p',
              text: 'Umesahau nenosiri? hutuma kiungo cha kuweka upya kwenye anwani yako ya barua pepe. Hufanya kazi mara moja tu, ndani ya saa moja, na kiungo cha mwisho ulichoomba ndicho pekee halali. Kuchagua nenosiri jipya kunakutoa kwenye kila kifaa.',
            },
          ],
        },
        {
          id: 'two-factor',
          heading: 'Washa uthibitishaji wa hatua mbili',
          blocks: [
            {
              kind: 'p',
              text: 'Uthibitishaji wa hatua mbili unaomba msimbo wa tarakimu 6 kutoka kwa programu ya uthibitishaji (kwa mfano Google Authenticator, Microsoft Authenticator au 1Password) kila unapoingia, hivyo nenosiri lililoibwa pekee halitoshi.',
            },
            {
              kind: 'steps',
              items: [
                'Fungua Dashibodi yako, kisha kichupo cha Wasifu, na utafute sehemu ya Usalama.',
                'Chagua Washa uthibitishaji wa hatua mbili na uweke nenosiri lako.',
                'Changanua msimbo wa QR kwa programu yako ya uthibitishaji, au andika ufunguo wa siri ulioonyeshwa kando yake.',
                'Weka msimbo wa tarakimu 6 unaoonyeshwa na programu.',
                'Hifadhi misimbo yako kumi ya akiba: chagua Pakua misimbo ya akiba na uweke faili mahali salama, mbali na simu yako.',
              ],
            },
            {
              kind: 'p',
              text: 'Unapoingia tena, weka msimbo kutoka kwenye programu baada ya nenosiri lako. Ikiwa huna simu yako, chagua Tumia msimbo wa akiba; kila msimbo wa akiba hufanya kazi mara moja tu.',
            },
          ],
        },
        {
          id: 'next-steps',
          heading: 'Hatua zinazofuata',
          blocks: [
            {
              kind: 'list',
              items: [
                'Soma tunachoomba ili kuthibitisha utambulisho wako (Uthibitishaji wa utambulisho).',
                'Weka pesa kwenye pochi yako kwa uhamisho wa benki au pesa za simu (Kuweka na kutoa pesa).',
                'Pata bei thabiti na ubadilishe (Ubadilishaji na bei thabiti).',
              ],
            },
          ],
        },
      ],
    },
    'identity-verification': {
      description:
        'Hati za utambulisho na za anwani ambazo mtoa huduma anayesimamiwa huomba, kwa nini, na jinsi ya kuziandaa.',
      intro:
        'Kama biashara ya huduma za fedha inayosimamiwa, lazima tuwajue wateja wetu kabla ya kuhamisha pesa zao. Makala hii inaeleza kile ambacho mtoa huduma kama sisi huomba, na kwa nini, ili uwe na hati zako tayari.',
      sections: [
        {
          id: 'why',
          heading: 'Kwa nini tunathibitisha utambulisho',
          blocks: [
            {
              kind: 'p',
              text: 'Sheria za kupambana na utakatishaji wa fedha haramu na ufadhili wa ugaidi katika nchi tunazofanyia kazi zinatutaka tumtambue kila mteja, tumkague dhidi ya orodha za vikwazo, na tuelewe chanzo cha kiasi kikubwa cha pesa. Uthibitishaji pia unakulinda: unafanya iwe vigumu sana kwa mtu mwingine kufungua akaunti au kuhamisha pesa kwa jina lako.',
            },
          ],
        },
        {
          id: 'individuals',
          heading: 'Kinachoombwa kwa watu binafsi',
          blocks: [
            {
              kind: 'list',
              items: [
                'Kitambulisho halali chenye picha kilichotolewa na serikali: pasipoti, kitambulisho cha taifa au leseni ya udereva.',
                'Uthibitisho wa anwani wa ndani ya miezi 3 iliyopita, kama bili ya huduma (maji, umeme) au taarifa ya benki.',
                'Jina lako kamili, tarehe ya kuzaliwa, uraia na anwani, vinavyolingana na hati hizo.',
              ],
            },
          ],
        },
        {
          id: 'businesses',
          heading: 'Kinachoombwa kwa biashara',
          blocks: [
            {
              kind: 'list',
              items: [
                'Hati za usajili wa kampuni na anwani iliyosajiliwa ya biashara.',
                'Maelezo ya biashara na jinsi utakavyotumia huduma zetu.',
                'Kitambulisho cha kila mkurugenzi, mtia saini aliyeidhinishwa na mmiliki halisi (watu ambao hatimaye wanamiliki au kudhibiti biashara), kinachothibitishwa kama kwa mtu binafsi.',
              ],
            },
          ],
        },
        {
          id: 'more-information',
          heading: 'Tunapoweza kuomba zaidi',
          blocks: [
            {
              kind: 'p',
              text: 'Kwa shughuli kubwa au tata isivyo kawaida, kwa watu wenye nyadhifa za kisiasa, au kwa uhusiano na nchi zenye hatari kubwa, sheria inatutaka tuelewe chanzo cha fedha, na wakati mwingine chanzo cha utajiri. Tunaweza pia kuomba hati mpya pale zile tulizo nazo zinapoisha muda.',
            },
            {
              kind: 'p',
              text: 'Uthibitishaji kwa kawaida huchukua saa 24 hadi 48 baada ya kupokea kila hati, na siku 5 za kazi kwa zaidi. Ukurasa wetu wa Uzingatiaji wa sheria unaeleza mpango wetu kikamilifu.',
            },
          ],
        },
        {
          id: 'today',
          heading: 'Uthibitishaji kwenye dashibodi yako',
          blocks: [
            {
              kind: 'note',
              text: 'Kichupo cha Uthibitishaji kwenye dashibodi yako kinaonyesha kiwango chako cha uthibitishaji, kile kinachokuruhusu kufanya, na mahali pa kupakia hati hizi. Tunazikagua ndani ya muda uliotajwa hapo juu na kukujulisha matokeo kwa barua pepe na kwenye arifa zako. Pakia hati hapo tu: usizitume kamwe kupitia mitandao ya kijamii au kwa anwani ambayo huwezi kuthibitisha kuwa ni yetu (ona Kulinda akaunti yako).',
            },
          ],
        },
      ],
    },
    'funding-and-withdrawals': {
      description:
        'Weka pesa kwenye pochi kwa uhamisho wa benki au pesa za simu ukitumia kumbukumbu yako, na utoe kwa mnufaika uliyemhifadhi.',
      intro:
        'Pochi yako ina salio katika kila sarafu. Unaweka pesa kwa uhamisho wa benki au pesa za simu ukitumia kumbukumbu iliyo yako peke yako, na unatoa pesa kwenda akaunti ya benki au namba ya pesa za simu uliyohifadhi.',
      sections: [
        {
          id: 'fund',
          heading: 'Weka pesa kwenye pochi yako',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Fungua Dashibodi yako na kichupo cha Pochi, kisha utafute Weka pesa kwenye pochi.',
                'Chagua sarafu na njia: Uhamisho wa benki au Pesa za simu.',
                'Ukipenda, weka kiasi utakachotuma; kinatusaidia kulinganisha malipo yako haraka zaidi.',
                'Chagua Pata maelekezo ya kuweka pesa. Unapata kumbukumbu ya kipekee na maelezo ya malipo: kwa uhamisho wa benki, jina la akaunti, benki na namba ya akaunti; kwa pesa za simu, namba ya paybill au ya mfanyabiashara.',
                'Fanya malipo na utaje kumbukumbu kama ilivyo. Kwa pesa za simu, tuma kutoka kwa namba iliyosajiliwa kwa jina lako.',
              ],
            },
            {
              kind: 'p',
              text: 'Amana inaonekana ikisubiri ("Inasubiri pesa") hadi timu yetu ithibitishe kuwa malipo yamefika. Tunaweka kiasi tunachopokea kwa kweli, ambacho kinaweza kutofautiana na kiasi ulichosema utatuma (kwa mfano baada ya ada za benki yako). Ikishathibitishwa, amana inaonyeshwa imekamilika na kiasi kinaonekana kwenye salio lako na miamala yako.',
            },
            {
              kind: 'note',
              text: 'Kila kumbukumbu ni ya ombi moja la amana. Omba maelekezo mapya kwa kila malipo, na usilipe kamwe kwa maelezo yanayokufikia kwa njia nyingine yoyote isipokuwa dashibodi yako mwenyewe.',
            },
          ],
        },
        {
          id: 'beneficiaries',
          heading: 'Hifadhi mnufaika',
          blocks: [
            {
              kind: 'p',
              text: 'Pesa zinazotolewa hulipwa tu kwa wanufaika uliowahifadhi. Kwenye kichupo cha Pochi, chini ya Wanufaika, chagua aina (Pesa za simu au Akaunti ya benki), kisha weka jina la mwenye akaunti, nchi, sarafu ya malipo na namba ya simu, au jina la benki na namba ya akaunti.',
            },
            {
              kind: 'p',
              text: 'Namba hukaguliwa kulingana na muundo wa kila nchi, kwa mfano namba ya simu ya Kenya kama +2547XXXXXXXX. Unaweza kuondoa mnufaika wakati wowote; mnufaika aliyeondolewa hawezi kupokea malipo mapya.',
            },
          ],
        },
        {
          id: 'withdraw',
          heading: 'Toa pesa',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Kwenye kichupo cha Pochi, chini ya Toa pesa, chagua mnufaika. Pesa hulipwa kwa sarafu ya mnufaika, na fomu inaonyesha salio linalopatikana katika sarafu hiyo.',
                'Weka kiasi na uchague Omba kutoa pesa.',
              ],
            },
            {
              kind: 'p',
              text: 'Kiasi kinazuiliwa mara moja: kinaondoka kwenye salio lako linalopatikana, hivyo hakiwezi kutumika mara mbili, na ombi linaonekana likisubiri. Tukishalipa, linaonyeshwa limekamilika. Tusipoweza kulipa, linaonyeshwa limekataliwa pamoja na sababu, na kiasi kilichozuiliwa kinarudi kwenye salio lako.',
            },
            {
              kind: 'p',
              text: 'Huwezi kutoa zaidi ya salio lako katika sarafu hiyo. Muunganisho ukikatika wakati wa ombi na ukachagua Omba kutoa pesa tena, ombi halifanywi mara mbili.',
            },
          ],
        },
        {
          id: 'statuses',
          heading: 'Hali kwa ufupi',
          blocks: [
            {
              kind: 'list',
              items: [
                'Inasubiri: amana inayosubiri malipo yako yathibitishwe, au ombi la kutoa pesa lililozuiliwa linalosubiri kulipwa.',
                'Imekamilika: amana imewekwa kwenye salio, au pesa zimelipwa.',
                'Imekataliwa: ombi limekataliwa; sababu inaonyeshwa, na kiasi kilichozuiliwa cha kutoa pesa kimerudi kwenye salio lako.',
              ],
            },
          ],
        },
      ],
    },
    'statements-and-reports': {
      description:
        'Taarifa za kila mwezi kwa kila sarafu zenye salio la mwanzo na la mwisho, taarifa na uthibitisho kwa PDF, na faili za CSV.',
      intro:
        'Kichupo cha Ripoti kwenye dashibodi yako kinakupa taarifa ya kila mwezi kwa kila sarafu uliyo nayo, na faili unazoweza kuhifadhi au kumpa mhasibu wako.',
      sections: [
        {
          id: 'monthly-statements',
          heading: 'Taarifa za kila mwezi',
          blocks: [
            {
              kind: 'p',
              text: 'Fungua Dashibodi yako na kichupo cha Ripoti, kisha uchague mwezi. Kwa kila sarafu, taarifa inaonyesha salio la mwanzo, kila muamala kwa mpangilio wa tarehe pamoja na kumbukumbu yake na salio linalofuata baada yake, na salio la mwisho.',
            },
            {
              kind: 'list',
              items: [
                'Amana: pesa ulizoweka, baada ya kuthibitishwa.',
                'Kutoa pesa (kumezuiliwa): kiasi kilichowekwa kando ulipoomba kutoa pesa.',
                'Kutoa pesa kumeachiliwa: kiasi kilichozuiliwa kilichorudishwa kwako baada ya ombi kukataliwa.',
                'Ubadilishaji: kila upande wa ubadilishaji wa sarafu uliofanya.',
              ],
            },
            {
              kind: 'p',
              text: 'Mwezi unaonekana mara tu unapokuwa na shughuli ndani yake; kabla ya muamala wako wa kwanza, kichupo kinasema bado hakuna ripoti.',
            },
          ],
        },
        {
          id: 'downloads',
          heading: 'Vipakuliwa',
          blocks: [
            {
              kind: 'list',
              items: [
                'Pakua PDF, kando ya kila sarafu: taarifa ya mwezi ya sarafu hiyo kama hati ya PDF ya kumpa benki au mkaguzi wako.',
                'Pakua taarifa (CSV): taarifa ya mwezi uliochaguliwa kama faili ya lahajedwali.',
                'Hamisha maagizo (CSV): maagizo yako ya ubadilishaji, kwa kumbukumbu zako mwenyewe.',
                'Pakua uthibitisho (PDF), kwenye maelezo ya agizo katika kichupo cha Biashara: uthibitisho wa ubadilishaji mmoja.',
              ],
            },
            {
              kind: 'p',
              text: 'Kila PDF ina kichwa chetu cha barua, jina lako na anwani ya barua pepe, takwimu (kwa taarifa: salio la mwanzo, kila muamala pamoja na salio linalofuata na salio la mwisho, viasi vilevile vya CSV), tarehe na saa ilipotengenezwa, namba za kurasa na kumbukumbu ya uthibitisho kama MZ-ST-XXXX-XXXX. Kila upakuaji ni hati mpya yenye kumbukumbu yake.',
            },
            {
              kind: 'p',
              text: 'Tunahifadhi kila kumbukumbu pamoja na alama bainifu ya faili halisi tuliyotoa, hivyo benki au mkaguzi anayepokea nakala anaweza kutuomba tuthibitishe kumbukumbu na kwamba faili ndiyo tuliyotoa, bila kubadilishwa.',
            },
            {
              kind: 'p',
              text: 'Kichupo cha Pochi pia kinaorodhesha miamala yako, unayoweza kuchuja kwa sarafu, aina na tarehe.',
            },
          ],
        },
      ],
    },
    'conversions-and-firm-quotes': {
      description:
        'Pata bei thabiti inayodumu sekunde 30, soma kiwango chake, tofauti ya bei na ada, na uikubali kabla muda haujaisha.',
      intro:
        'Kila ubadilishaji huanza kwa bei thabiti: viasi kamili, kiwango na ada, vimehakikishwa kwa sekunde 30. Hakuna kinachohamishwa hadi uikubali.',
      sections: [
        {
          id: 'get-a-quote',
          heading: 'Pata bei thabiti',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Fungua Dashibodi yako na kichupo cha Biashara (Weka agizo la biashara).',
                'Chagua sarafu unayouza na sarafu unayonunua.',
                'Sema kama kiasi kiko kwa sarafu unayouza au unayonunua, kisha ukiweke. Fomu inaonyesha kinachopatikana katika sarafu unayouza.',
                'Chagua Pata bei.',
              ],
            },
            {
              kind: 'p',
              text: 'Kuweka kiasi kwa sarafu unayonunua kunafaa unapolazimika kulipa kiasi kamili: bei inakokotoa kiasi unachohitaji kuuza, ada ikiwemo, ili upokee kiasi ulichoomba kikamilifu.',
            },
          ],
        },
        {
          id: 'read-the-quote',
          heading: 'Bei inaonyesha nini',
          blocks: [
            {
              kind: 'list',
              items: [
                'Unauza: kiasi kinachotolewa kwenye pochi yako, ada ikiwemo.',
                'Ada: ada yetu ya ubadilishaji, pamoja na asilimia yake, inayokatwa kwenye kiasi unachouza.',
                'Kilichobadilishwa: kiasi unachouza ukiondoa ada.',
                'Kiwango: kiasi cha sarafu unayonunua unachopata kwa kila kipimo 1 cha sarafu unayouza. Kinajumuisha tofauti yetu ya bei, na bei inataja tofauti hiyo na kiwango cha soko ilichotumiwa.',
                'Unapokea: kiasi kinachowekwa kwenye pochi yako.',
              ],
            },
          ],
        },
        {
          id: 'validity',
          heading: 'Sekunde 30 za kukubali',
          blocks: [
            {
              kind: 'p',
              text: 'Saa ya kuhesabu kurudi nyuma inaonyesha muda ambao bei inabaki halali (sekunde 30). Chagua Kubali bei kabla muda haujaisha, na ubadilishaji unafanywa kwa takwimu zilezile za bei, hata soko likibadilika. Muda ukiisha, bei inaonyesha Bei imeisha muda na haiwezi kukubaliwa tena: chagua Sasisha bei upate mpya kwa kiwango cha sasa.',
            },
            {
              kind: 'p',
              text: 'Kila bei inaweza kukubaliwa mara moja tu. Ikiwa salio lako halitoshi unapoikubali, agizo linakataliwa na hakuna kinachohamishwa.',
            },
          ],
        },
        {
          id: 'orders',
          heading: 'Maagizo yako',
          blocks: [
            {
              kind: 'p',
              text: 'Historia ya maagizo kwenye kichupo cha Biashara inaorodhesha maagizo yako, unayoweza kuchuja kwa hali na sarafu. Maelezo yanaonyesha bei, kiwango cha soko, tofauti ya bei, ada pamoja na asilimia yake, kiwango na mfuatano wa matukio ya agizo, na Pakua uthibitisho (PDF) inakupa uthibitisho wa agizo kama hati.',
            },
          ],
        },
      ],
    },
    'fees-and-a-worked-example': {
      description:
        'Jinsi ada ya ubadilishaji na tofauti ya bei zinavyotumika, pamoja na mfano uliokokotolewa kwa ada yetu ya sasa ya 0.10%.',
      intro:
        'Unalipia ubadilishaji kwa njia mbili, zote zikionyeshwa kwenye bei kabla ya kuikubali: tofauti ya bei iliyo ndani ya kiwango, na ada ya ubadilishaji kwenye kiasi unachouza. Hakuna gharama nyingine kwa ubadilishaji.',
      sections: [
        {
          id: 'fee',
          heading: 'Ada ya ubadilishaji',
          blocks: [
            {
              kind: 'p',
              text: (e) =>
                `Ada kwa sasa ni ${e.feePercent} (pointi za msingi ${e.feeBps}) ya kiasi unachouza. Inatozwa kwa sarafu unayouza na kukatwa kwenye kiasi hicho, na kinachobaki kinabadilishwa.`,
            },
            {
              kind: 'p',
              text: (e) =>
                `Ada inapandishwa hadi senti inayofuata. Kwa mfano, kwa ${e.rounding.sellAmount} USD ada kamili ni ${e.rounding.exactFee} USD na unalipa ${e.rounding.fee} USD.`,
            },
          ],
        },
        {
          id: 'spread',
          heading: 'Tofauti ya bei',
          blocks: [
            {
              kind: 'p',
              text: (e) =>
                `Kiwango tunachotoa ni kiwango cha soko kilichorekebishwa kwa tofauti yetu ya bei, kwa sasa ${e.spreadPercent} kwa jozi nyingi; inaweza kutofautiana kwa jozi ya sarafu. Bei daima inataja tofauti iliyotumika na kiwango cha soko, ili uone vyote viwili.`,
            },
          ],
        },
        {
          id: 'worked-example',
          heading: 'Mfano uliokokotolewa',
          blocks: [
            {
              kind: 'p',
              text: (e) =>
                `Unauza ${e.sellAmount} USD kwa shilingi za Kenya wakati kiwango cha soko ni 1 USD = ${e.marketRate} KES.`,
            },
            { kind: 'fee-example' },
            {
              kind: 'p',
              text: (e) =>
                `Ada ni ${e.feePercent} ya ${e.sellAmount} USD = ${e.fee} USD, hivyo ${e.converted} USD zinabadilishwa. Kiwango ni ${e.marketRate} ukiondoa tofauti ya bei ya ${e.spreadPercent} = ${e.rate}. ${e.converted} × ${e.rate} = ${e.exactReceived} KES, na unapokea ${e.buyAmount} KES.`,
            },
          ],
        },
        {
          id: 'rounding',
          heading: 'Ukadiriaji wa takwimu',
          blocks: [
            {
              kind: 'p',
              text: 'Viasi hutunzwa hadi senti (desimali mbili). Takwimu inapohitaji kukadiriwa, kiasi unachopokea hushushwa na kiasi unacholipa, ada ikiwemo, hupandishwa. Kiwango kinaonyeshwa kwa hadi desimali 10.',
            },
          ],
        },
        {
          id: 'other-charges',
          heading: 'Kuweka na kutoa pesa',
          blocks: [
            {
              kind: 'p',
              text: 'Kwa amana, tunaweka kiasi tunachopokea; benki yako au mtoa huduma wako wa pesa za simu anaweza kukutoza kwa kuituma. Kiasi cha kutoa pesa unachoomba ndicho kinachozuiliwa na kulipwa.',
            },
          ],
        },
      ],
    },
    'rate-alerts': {
      description:
        'Pata barua pepe au arifa ndani ya programu kiwango cha ubadilishaji kinapopanda juu au kushuka chini ya lengo lako.',
      intro:
        'Tahadhari ya kiwango inakujulisha jozi ya sarafu inapofikia kiwango unachosubiri, hivyo huhitaji kufuatilia soko.',
      sections: [
        {
          id: 'create',
          heading: 'Weka tahadhari',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Fungua Dashibodi yako na kichupo cha Tahadhari.',
                'Chagua jozi ya sarafu na mwelekeo: Kiwango kinapanda juu ya, au Kiwango kinashuka chini ya.',
                'Weka kiwango lengwa.',
                'Chagua jinsi ya kujulishwa: kwa barua pepe, ndani ya programu, au vyote viwili (angalau kimoja).',
              ],
            },
          ],
        },
        {
          id: 'when-it-fires',
          heading: 'Tahadhari inapolia',
          blocks: [
            {
              kind: 'p',
              text: 'Kila kiwango kipya kinalinganishwa na lengo lako kwa kutumia kiwango cha kati (nusu kati ya viwango vya kununua na kuuza). Kiwango kinapovuka lengo lako, unapata arifa moja kupitia njia ulizochagua: barua pepe, arifa chini ya kengele kwenye dashibodi yako, au vyote viwili.',
            },
            {
              kind: 'p',
              text: 'Hujulishwi tena wakati kiwango kinabaki ng’ambo ya lengo. Tahadhari inajiandaa upya kiwango kinaporudi kwenye lengo au upande wake mwingine, na inalia tena kwenye uvukaji unaofuata. Kubadilisha jozi, mwelekeo au lengo pia kunaiandaa upya.',
            },
          ],
        },
        {
          id: 'manage',
          heading: 'Simamia tahadhari zako',
          blocks: [
            {
              kind: 'p',
              text: 'Chini ya Tahadhari zako unaweza kuhariri, kusitisha, kuendeleza au kufuta kila tahadhari. Unaweza kuwa na hadi tahadhari 50 zinazotumika. Kadi ya Tahadhari zinazotumika kwenye muhtasari wa dashibodi yako inaonyesha ni ngapi zinatumika.',
            },
            {
              kind: 'note',
              text: 'Tahadhari ni taarifa, si agizo: hakuna kinachobadilishwa inapolia. Pata bei thabiti ili kubadilisha kwa kiwango cha sasa.',
            },
          ],
        },
      ],
    },
    'keeping-your-account-safe': {
      description:
        'Tambua ulaghai wa mtandaoni, tumia uthibitishaji wa hatua mbili na misimbo ya akiba, na kagua vifaa vilivyoingia kwenye akaunti yako.',
      intro:
        'Udukuzi mwingi wa akaunti huanza kwa ujumbe unaoshawishi, si kwa shambulio la kiufundi. Tabia hizi, na zana za usalama kwenye dashibodi yako, huweka pesa zako mahali pake.',
      sections: [
        {
          id: 'phishing',
          heading: 'Tambua ulaghai wa mtandaoni',
          blocks: [
            {
              kind: 'list',
              items: [
                'Hatuombi kamwe nenosiri lako, msimbo wa uthibitishaji wa hatua mbili au msimbo wa akiba kwa barua pepe, simu, SMS au gumzo. Yeyote anayeomba si sisi.',
                'Ingia tu kwa kuandika anwani yetu mwenyewe au kutoka kwenye alamisho, si kutoka kwenye kiungo katika ujumbe usioutarajia.',
                'Maelezo ya malipo ya amana hutoka tu kwa Pata maelekezo ya kuweka pesa kwenye dashibodi yako mwenyewe. Chukulia ujumbe wowote wenye maelezo tofauti ya benki au pesa za simu kuwa ni ulaghai.',
                'Jihadhari na haraka: "akaunti yako itafungwa leo", "thibitisha sasa", au ofa inayoonekana nzuri mno. Ukiwa na shaka, wasiliana nasi kupitia ukurasa wa Wasiliana na huduma kwa wateja.',
              ],
            },
          ],
        },
        {
          id: 'passwords',
          heading: 'Tumia nenosiri imara na la kipekee',
          blocks: [
            {
              kind: 'p',
              text: 'Tumia nenosiri usilolitumia mahali pengine popote, ikiwezekana kutoka kwa kidhibiti cha manenosiri au kitufe cha Tengeneza kwenye fomu ya kujisajili. Unaweza kulibadilisha chini ya Wasifu → Usalama → Badilisha nenosiri; acha Toka kwenye vifaa vingine ikiwa imewekwa alama ili kumaliza kila kipindi kingine wakati huohuo.',
            },
          ],
        },
        {
          id: 'two-factor',
          heading: 'Washa uthibitishaji wa hatua mbili',
          blocks: [
            {
              kind: 'p',
              text: 'Uthibitishaji wa hatua mbili ukiwa umewashwa, kuingia kunahitaji msimbo kutoka kwa programu yako ya uthibitishaji pamoja na nenosiri lako. Uwashe chini ya Wasifu → Usalama (hatua ziko katika Kuanza).',
            },
          ],
        },
        {
          id: 'backup-codes',
          heading: 'Weka misimbo yako ya akiba salama',
          blocks: [
            {
              kind: 'p',
              text: 'Misimbo yako kumi ya akiba inakuwezesha kuingia ukipoteza simu yako; kila mmoja hufanya kazi mara moja tu. Weka faili uliyopakua nje ya mtandao au kwenye kidhibiti chako cha manenosiri, si kwenye simu yenye programu yako ya uthibitishaji. Imebaki michache, au unadhani mtu ameiona? Chagua Tengeneza upya misimbo ya akiba: unapata misimbo kumi mipya na ile ya zamani inaacha kufanya kazi.',
            },
          ],
        },
        {
          id: 'sessions',
          heading: 'Kagua vipindi vyako',
          blocks: [
            {
              kind: 'p',
              text: 'Wasifu → Usalama → Vipindi vinavyotumika inaorodhesha kila kifaa kilichoingia kwenye akaunti yako, pamoja na kivinjari na mfumo, anwani ya IP na mara ya mwisho kipindi kilipoonyeshwa upya; unachotumia kimewekwa alama Kifaa hiki. Toka kwenye kifaa chochote usichokitambua, au chagua Toka kila mahali. Toka, kwenye kichwa cha ukurasa, pia kinakutoa kwenye kila kifaa.',
            },
          ],
        },
        {
          id: 'if-something-is-wrong',
          heading: 'Jambo likionekana si sawa',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Badilisha nenosiri lako na uache Toka kwenye vifaa vingine ikiwa imewekwa alama.',
                'Hakikisha uthibitishaji wa hatua mbili umewashwa, na utengeneze upya misimbo yako ya akiba.',
                'Wasiliana na huduma kwa wateja mara moja, na utuambie kuhusu malipo yoyote ambayo hukufanya.',
              ],
            },
            {
              kind: 'p',
              text: 'Manenosiri kadhaa yasiyo sahihi yakijaribiwa kwenye akaunti yako, kuingia kunasimamishwa na tunakutumia barua pepe yenye kiungo cha kufungua. Ikiwa si wewe uliyejaribu kuingia, badilisha nenosiri lako baada ya kufungua.',
            },
          ],
        },
      ],
    },
  },
};

export default sw;
