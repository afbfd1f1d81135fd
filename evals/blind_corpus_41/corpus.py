"""The twelve invoices of the forty-first blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers from Hungary, Slovakia, the Czech Republic and
Sweden, or their Belgian branches and subsidiaries (the domestic 21 %, 12 % and 6 % invoices), printing in en, de,
nl and fr (some bilingual with Hungarian, Czech or Slovak), each drawn by a writer (draw.py) that imitates the
ordinary layout of one family of invoicing software: Számlázz.hu, Superfaktura, ABRA Flexi, Helios, Kros Omega,
Visma eEkonomi and Briox. PO numbers are the ERP's 4577xxxx (from 45773400, step 7); ten invoices print them in
the supplier's own form, two print none. VAT numbers and IBANs: ids.py (random.Random(20271231))."""

from __future__ import annotations

from datetime import date

from ids import IDS
from invoices import D, Invoice, Line, Supplier, ogm

V = [vat for vat, _ in IDS]
I = [account for _, account in IDS]  # noqa: E741

CORPUS = [
    # 01 — Számlázz.hu, Hungarian/English, a Győr seals maker: intra-EU goods (ICG), no article numbers
    Invoice(
        "01-en-tomites", "en", "szamlazz",
        Supplier("Rábatech Tömítéstechnika Kft.", "Ipar utca 12.", "9027", "Győr", "HU", V[0], "+36 96 512 480",
                 "szamla@rabatech.hu", "Cg. 08-09-031457"),
        "RTT-2027-1184", date(2027, 12, 1), date(2027, 12, 31), "45773400", "45773400", D(0),
        [Line(None, "O-ring assortment NBR 70, 30 sizes, 419 pcs in plastic case", D(25), D("38.60"), unit="pcs"),
         Line(None, "Flat gasket sheet, aramid fibre with NBR binder, 1500 x 1500 x 2 mm", D(12), D("86.40"),
              unit="pcs"),
         Line(None, "Hydraulic seal kit for lifting cylinder (piston seal, rod seal, wiper ring, guide rings)", D(40),
              D("27.90"), unit="set"),
         Line(None, "Radial shaft seal 45 x 62 x 8 mm, FKM", D(300), D("2.35"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Adómentes Közösségen belüli termékértékesítés (Áfa tv. 89. §) / Exempt intra-Community supply of "
                  "goods (Art. 138 Directive 2006/112/EC). Vevő közösségi adószáma / Buyer's EU VAT number: "
                  "BE0456.789.133.",
        group=" ", iban=I[0], bic="CIBHHUHB",
        extra={"second": "en", "tax_no": "16601679-2-08", "performed": "2027.11.29.", "method": "Átutalás / Transfer",
               "po_label": "Megrendelésszám / Order number", "vat_key": "EU",
               "rate": "Árfolyam / Exchange rate: 1 EUR = 391,27 HUF (MNB, 2027.11.29.); ÁFA / VAT: 0 Ft",
               "bank": "CIB Bank Zrt."}),
    # 02 — Számlázz.hu, Hungarian/German, a Budapest structural engineer: services reverse charged (ICS, 613000)
    Invoice(
        "02-de-statik", "de", "szamlazz",
        Supplier("Duna Statik Mérnökiroda Kft.", "Váci út 141.", "1138", "Budapest", "HU", V[1], "+36 1 783 2260",
                 "iroda@dunastatik.hu", "Cg. 01-09-318842"),
        "DSM-2027-0093", date(2027, 12, 2), date(2027, 12, 17), "PO-4577-3407", "45773407", D(0),
        [Line(None, "Statische Nachprüfung der Palettenregalanlage Halle 2 nach EN 15512, einschließlich "
                    "Prüfbericht", D(1), D("2850.00"), unit="pausch."),
         Line(None, "Tragwerksplanung Stahlbühne über Wareneingang, Stundensatz", D("37.5"), D("78.00"), unit="Std."),
         Line(None, "Ortsbesichtigung in Gent inkl. Reisezeit", D(2), D("640.00"), unit="Tag")],
        "613000", "ICS", reverse_charge=True,
        statement="Fordított adózás (Áfa tv. 37. § (1)) / Steuerschuldnerschaft des Leistungsempfängers "
                  "(Art. 196 MwStSystRL). USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        group=" ", iban=I[1], bic="OKHBHUHB",
        extra={"second": "de", "tax_no": "29479690-2-41", "performed": "2027.11.30.",
               "method": "Átutalás / Überweisung", "po_label": "Rendelésszám / Bestellnummer", "vat_key": "EUFAD37",
               "rate": "Árfolyam / Wechselkurs: 1 EUR = 390,84 HUF (MNB, 2027.11.30.); ÁFA / MwSt.: 0 Ft",
               "bank": "K&H Bank Zrt."}),
    # 03 — Superfaktura in English, a Šaľa packaging-film maker: intra-EU goods (ICG), line discounts
    Invoice(
        "03-en-folie", "en", "superfaktura",
        Supplier("Fóliotech Šaľa s.r.o.", "Hlavná 1520/64", "927 01", "Šaľa", "SK", V[2], "+421 31 770 4512",
                 "fakturacia@foliotech.sk", "Registered in the Commercial Register of the District Court Trnava, "
                 "Section Sro, Insert No. 41287/T"),
        "2027214", date(2027, 12, 3), date(2027, 12, 31), "4577-3414", "45773414", D(0),
        [Line(None, "Hand stretch film 23 µm, 500 mm x 300 m, transparent", D(240), D("7.80"), unit="roll",
              discount=D(5)),
         Line(None, "Machine stretch film, pre-stretched 17 µm, 500 mm x 1500 m, for pallet wrapping machines",
              D(96), D("24.60"), unit="roll", discount=D(5)),
         Line(None, "PE shrink hood for EUR pallets 1200 x 800 mm, 120 µm", D(1000), D("0.94"), unit="pcs"),
         Line(None, "Polyester strapping band 12 x 0.6 mm, coil 2000 m", D(30), D("31.20"), unit="coil")],
        "604000", "ICG", reverse_charge=True,
        statement="Supply of goods exempt from VAT pursuant to § 43 of Act No. 222/2004 Coll. (Art. 138 Directive "
                  "2006/112/EC). Reverse charge: VAT to be accounted for by the customer.",
        group=" ", iban=I[2], bic="TATRSKBX",
        extra={"ico": "46318721", "dic": V[2][2:], "delivered": "01.12.2027", "bank": "Tatra banka, a.s.",
               "issuer": "Zuzana Hudecová", "phone_issuer": "+421 31 770 4518"}),
    # 04 — Superfaktura in German, a Košice translation agency: services reverse charged (ICS, 613000)
    Invoice(
        "04-de-uebersetzung", "de", "superfaktura",
        Supplier("Lingva Košice s.r.o.", "Hlavná 68", "040 01", "Košice", "SK", V[3], "+421 55 625 3140",
                 "office@lingva-kosice.sk", "Eingetragen im Handelsregister des Bezirksgerichts Košice I, "
                 "Abt. Sro, Einlage Nr. 38215/V"),
        "2027187", date(2027, 12, 6), date(2027, 12, 20), "PO 45773421", "45773421", D(0),
        [Line(None, "Übersetzung Produktkatalog 2028, Niederländisch > Deutsch, Fachgebiet Lagertechnik", D(148),
              D("21.50"), unit="NS"),
         Line(None, "Übersetzung Produktkatalog 2028, Niederländisch > Slowakisch", D(148), D("18.90"), unit="NS"),
         Line(None, "Terminologiedatenbank anlegen und pflegen", D("6.5"), D("42.00"), unit="Std."),
         Line(None, "Lektorat durch muttersprachliche Fachlektorin (Deutsch)", D(12), D("38.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Übertragung der Steuerschuld auf den Leistungsempfänger (Reverse Charge, Art. 196 MwStSystRL; "
                  "§ 15 des slowakischen MwSt-Gesetzes).",
        group=" ", iban=I[3], bic="SUBASKBX",
        extra={"ico": "50873610", "dic": V[3][2:], "delivered": "30.11.2027", "bank": "Všeobecná úverová banka, a.s.",
               "issuer": "Mgr. Petra Šimková", "phone_issuer": "+421 55 625 3141"}),
    # 05 — ABRA Flexi, Czech/German, a Přerov fastener wholesaler: intra-EU goods (ICG), article codes
    Invoice(
        "05-de-schrauben", "de", "abraflexi",
        Supplier("Hanácké šroubárny s.r.o.", "Kojetínská 3187/71", "750 02", "Přerov", "CZ", V[4],
                 "+420 581 207 340", "fakturace@hanacke-sroubarny.cz",
                 "C 58214 vedená u Krajského soudu v Ostravě"),
        "FAV0947/2027", date(2027, 12, 7), date(2028, 1, 6), "4577 3428", "45773428", D(0),
        [Line("ZN-933-M10X30", "Sechskantschraube DIN 933 M10 x 30, Festigkeit 8.8, galvanisch verzinkt, VE 200 Stk",
              D(20), D("12.40"), unit="bal"),
         Line("ZN-934-M10", "Sechskantmutter DIN 934 M10, Festigkeit 8, verzinkt, VE 500 Stk", D(12), D("14.80"),
              unit="bal"),
         Line("ZN-125-10.5", "Unterlegscheibe DIN 125 A 10,5, verzinkt, VE 1000 Stk", D(8), D("11.90"), unit="bal"),
         Line("KA-M12-120", "Schwerlastanker M12 x 120 mm für Beton, mit Sechskantmutter und Scheibe, VE 25 Stk",
              D(30), D("23.75"), unit="bal"),
         Line("GS-M16-1000", "Gewindestange DIN 976-1 M16 x 1000 mm, 8.8, verzinkt", D(150), D("3.68"), unit="ks")],
        "604000", "ICG", reverse_charge=True,
        statement="Dodání zboží do jiného členského státu, osvobozeno od daně dle § 64 zákona o DPH / Steuerfreie "
                  "innergemeinschaftliche Lieferung (Art. 138 MwStSystRL).",
        group=" ", iban=I[4], bic="CEKOCZPP",
        extra={"ico": V[4][2:], "vs": "9472027", "duzp": "07.12.2027", "issuer": "Jana Horáková",
               "rate": "Kurz ČNB / Wechselkurs: 1 EUR = 24,315 CZK", "head": "Fakturujeme Vám / Wir berechnen Ihnen:"}),
    # 06 — ABRA Flexi in English, the Belgian branch of a Czech pump maker: Belgian VAT 21 % (V21, 604000)
    Invoice(
        "06-en-pumps", "en", "abraflexi",
        Supplier("Bohemia Pumps Benelux BV", "Mechelsesteenweg 271", "2550", "Kontich", "BE", V[5], "+32 3 450 18 60",
                 "invoices@bohemiapumps.be", "RPR Antwerpen, afdeling Antwerpen"),
        "FVB0212/2027", date(2027, 12, 8), date(2028, 1, 7), "PO45773435", "45773435", D(21),
        [Line("BP-IMP-65-200", "Impeller for centrifugal pump NK 65-200, cast iron EN-GJL-250", D(2), D("486.00"),
              unit="pcs"),
         Line("BP-MS-35-SIC", "Mechanical seal 35 mm SiC/SiC/EPDM", D(4), D("148.50"), unit="pcs"),
         Line("BP-BRG-KIT-3", "Bearing kit size 3 (two bearings, circlips, shaft sleeve, O-rings)", D(3), D("212.00"),
              unit="set"),
         Line("BP-CPL-42", "Flexible coupling element 42 mm, complete with spider", D(6), D("38.40"), unit="pcs")],
        "604000", "V21",
        dec=".", group=",", iban=I[5], bic="BBRUBEBB", payment_ref=ogm(2120273543),
        extra={"duzp": "08.12.2027", "issuer": "Tomáš Veselý",
               "branch": "Belgian branch of Bohemia Pumps a.s., Czech Republic",
               "head": "We invoice you for the following goods:"}),
    # 07 — Helios in German, an Ostrava racking maker: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "07-de-regale", "de", "helios",
        Supplier("Slezské regálové systémy a.s.", "Těšínská 2814/104", "709 00", "Ostrava", "CZ", V[6],
                 "+420 596 118 200", "fakturace@slezske-regaly.cz", "B 4471 vedená u Krajského soudu v Ostravě"),
        "FV2710452", date(2027, 12, 9), date(2028, 1, 8), "Nr. 45773442 vom 18.11.2027", "45773442", D(0),
        [Line("RS-ST-3000-100", "Rahmen Palettenregal 3000 x 1100 mm, Profil 100, sendzimirverzinkt", D(24),
              D("96.50"), unit="Stk", discount=D(8)),
         Line("RS-TR-2700-4T", "Traversenpaar 2700 mm, Tragkraft 4000 kg je Paar, RAL 2001 orange, "
                               "inkl. Sicherungsstifte", D(72), D("58.25"), unit="Paar", discount=D(8)),
         Line("RS-GA-1000", "Gitterrostauflage 1000 x 1100 mm, verzinkt", D(90), D("27.30"), unit="Stk"),
         Line("RS-AS-400", "Anfahrschutz für Rahmen, Höhe 400 mm, gelb/schwarz, mit Dübeln", D(24), D("41.50"),
              unit="Stk"),
         Line("RS-BF-M10", "Bodenverankerungsset M10 (Schwerlastanker, Scheibe), VE 4 Stk", D(48), D("6.90"),
              unit="Set")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("385.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 64 des tschechischen Mehrwertsteuergesetzes "
                  "(Art. 138 MwStSystRL). Steuerschuldner ist der Leistungsempfänger.",
        group=" ", iban=I[6], bic="BACXCZPP",
        extra={"ico": V[6][2:], "delivery": "DL2711873", "duzp": "09.12.2027", "vs": "2710452",
               "rate": "Kurs ČNB 09.12.2027: 1 EUR = 24,290 CZK"}),
    # 08 — Helios in Dutch, the Gent subsidiary of the same racking group: Belgian VAT 21 % (V21, 611000)
    Invoice(
        "08-nl-stellingen", "nl", "helios",
        Supplier("Regaltech Benelux NV", "Kanaaldijk 18", "9940", "Evergem", "BE", V[7], "09 216 40 70",
                 "facturatie@regaltech.be", "RPR Gent, afdeling Gent"),
        "FV2720077", date(2027, 12, 10), date(2028, 1, 9), "4577.3449", "45773449", D(21),
        [Line(None, "Jaarlijkse inspectie palletstellingen volgens NBN EN 15635, hal 1 en hal 2, inclusief "
                    "inspectierapport", D(1), D("1480.00"), unit="forfait"),
         Line("RS-ST-3000-100", "Vervangen beschadigde staander 3000 mm, profiel 100", D(6), D("118.00"), unit="st"),
         Line("RS-AS-400", "Aanrijbeveiliging staander, hoogte 400 mm", D(6), D("49.50"), unit="st"),
         Line(None, "Montage door 2 technici, arbeidsuren", D(14), D("62.00"), unit="u"),
         Line(None, "Verplaatsingskosten", D(2), D("45.00"), unit="rit")],
        "611000", "V21",
        iban=I[7], bic="GEBABEBB", payment_ref=ogm(2720077449),
        extra={"delivery": "WB27-0318", "duzp": "03.12.2027",
               "group": "Dochteronderneming van Slezské regálové systémy a.s. (CZ)"}),
    # 09 — Kros Omega, Slovak/German, an Orava pallet maker: intra-EU goods (ICG), no PO printed, invoice discount
    Invoice(
        "09-de-paletten", "de", "kros",
        Supplier("Drevopal Orava s.r.o.", "Priemyselná 1188", "029 01", "Námestovo", "SK", V[8], "+421 43 552 6720",
                 "ekonomika@drevopal.sk", "OR OS Žilina, odd. Sro, vl. č. 70418/L"),
        "270318", date(2027, 12, 13), date(2028, 1, 12), None, "45773456", D(0),
        [Line("EPAL-1", "EPAL Europalette 1200 x 800 mm, neu, IPPC-behandelt", D(600), D("11.40"), unit="ks"),
         Line("PAL-1200-1000", "Industriepalette 1200 x 1000 mm, neu, 4-Wege, Tragkraft 1500 kg", D(240),
              D("13.85"), unit="ks"),
         Line("AR-1200-800", "Palettenaufsatzrahmen 1200 x 800 mm, 4 Scharniere, Nadelholz", D(400), D("6.95"),
              unit="ks"),
         Line("PD-1200-800", "Palettendeckel 1200 x 800 mm, Spanplatte", D(200), D("3.40"), unit="ks")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Zľava 2 % / Rabatt 2 %", D(2))],
        statement="Oslobodené od dane podľa § 43 ods. 1 zákona č. 222/2004 Z. z. / Steuerfreie innergemeinschaftliche "
                  "Lieferung (Art. 138 MwStSystRL).",
        group=" ", iban=I[8], bic="SUBASKBX",
        extra={"ico": "36402851", "dic": V[8][2:], "delivery": "DL270291", "delivered": "10.12.2027",
               "issuer": "Ing. Marta Kubalová", "bank": "Všeobecná úverová banka, a.s."}),
    # 10 — Visma eEkonomi in English, a Gothenburg logistics consultancy: services reverse charged (ICS, 613000)
    Invoice(
        "10-en-consulting", "en", "visma",
        Supplier("Nordlager Logistikkonsult AB", "Lilla Bommen 5", "411 04", "Göteborg", "SE", V[9],
                 "+46 31 704 18 50", "invoice@nordlager.se", "Registered office Göteborg"),
        "10482", date(2027, 12, 14), date(2028, 1, 13), "45773463", "45773463", D(0),
        [Line(None, "Warehouse layout study Gent DC: analysis of goods flows and pick paths, according to "
                    "offer 2027-118", D(1), D("6400.00"), unit="each"),
         Line(None, "Consultant on site in Gent, 15-18 November 2027", D(4), D("1150.00"), unit="day"),
         Line(None, "Simulation of pallet flows, hourly rate", D("22.5"), D("118.00"), unit="h"),
         Line(None, "Travel expenses Göteborg-Gent (flights, hotel), as agreed", D(1), D("1286.40"), unit="each")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge, Article 196 Council Directive 2006/112/EC. Customer VAT no. BE0456.789.133.",
        group=" ", iban=I[9], bic="HANDSESS",
        extra={"your_ref": "Pieter Claes", "our_ref": "Anna Lindqvist", "customer": "1047",
               "terms": "30 days net", "interest": "8 %", "bankgiro": "5316-2046",
               "orgno": "556263-9566", "country_label": "Sweden"}),
    # 11 — Visma eEkonomi in Dutch, the Gent branch of a Swedish coffee roaster: Belgian 6 % (V06), no PO printed
    Invoice(
        "11-nl-koffie", "nl", "visma",
        Supplier("Norrbrygg Koffie Benelux BV", "Brusselsesteenweg 412", "9050", "Gentbrugge", "BE", V[10],
                 "09 298 14 33", "factuur@norrbrygg.be", "RPR Gent, afdeling Gent"),
        "2046", date(2027, 12, 15), date(2027, 12, 29), None, "45773470", D(6),
        [Line("NB-ESP-1000", "Espressobonen Mörk rost, 1 kg", D(36), D("18.90"), unit="st"),
         Line("NB-FIL-500", "Filterkoffie gemalen, lichte branding, 500 g", D(48), D("7.45"), unit="st"),
         Line("NB-TEA-100", "Thee assortiment biologisch, 6 smaken, doos 100 zakjes", D(12), D("14.20"), unit="doos"),
         Line("NB-MLK-1000", "Melkpoeder voor koffieautomaten, 1 kg", D(24), D("9.80"), unit="st"),
         Line("NB-SUG-1000", "Suikersticks 4 g, doos 1000 stuks", D(6), D("16.50"), unit="doos")],
        "604000", "V06",
        group=" ", iban=I[10], bic="CREGBEBB", payment_ref=ogm(2046000470),
        extra={"your_ref": "Sofie Van Damme", "our_ref": "Erik Sandberg", "customer": "20118",
               "terms": "14 dagen netto", "interest": "8 %",
               "owner": "Dochteronderneming van Norrbrygg Kafferosteri AB (Zweden)"}),
    # 12 — Briox in French, the Brussels subsidiary of a Swedish caterer: Belgian 12 % on catering (V12, 613000)
    Invoice(
        "12-fr-traiteur", "fr", "briox",
        Supplier("Smörgås Traiteur Belgique SRL", "Rue du Marché aux Herbes 61", "1000", "Bruxelles", "BE", V[11],
                 "02 513 47 90", "facturation@smorgas-traiteur.be", "RPM Bruxelles"),
        "3125", date(2027, 12, 17), date(2028, 1, 16), "4577-3477", "45773477", D(12),
        [Line(None, "Buffet froid scandinave, journée portes ouvertes du 10/12/2027 à Gand, par personne", D(140),
              D("24.50"), unit="pers."),
         Line(None, "Plateaux-repas pour l'équipe de montage (saumon, salade, pain), 2 jours", D(36), D("16.80"),
              unit="pce"),
         Line(None, "Service en salle, 3 serveurs, 6 heures", D(18), D("38.00"), unit="h"),
         Line(None, "Livraison et reprise du matériel de buffet", D(1), D("95.00"), unit="forfait")],
        "613000", "V12",
        group=" ", iban=I[11], bic="GKCCBEBB", payment_ref=ogm(3125045773),
        extra={"your_ref": "M. Declercq", "our_ref": "Karin Ek", "customer": "1311", "terms": "30 jours net",
               "interest": "8 %", "owner": "Filiale de Smörgås Catering AB (Suède)"}),
]
