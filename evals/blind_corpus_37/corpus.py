"""The twelve invoices of the thirty-seventh blind corpus (issue 38, item 8), written before the reader is next
judged, by a helper that had not read the reader. Twelve suppliers from Czechia, Poland, Romania, Slovenia and
their neighbours Croatia and Slovakia (eight invoicing from home, in English or German, most of them bilingual
with their own language; four through a Belgian branch or subsidiary, in Dutch or French, at a Belgian rate), each
drawn by a writer (draw.py) that imitates the ordinary print of one family of invoicing software of that region:
Pohoda, Money S3, Fakturownia, Subiekt, SmartBill, Oblio and Minimax. PO numbers are the ERP's 4577xxxx (from
45773000 by steps of 7); each invoice prints them in the supplier's own form (two print none). VAT numbers and
IBANs: ids.py (random.Random(20271227), VAT then IBAN per supplier)."""

from __future__ import annotations

from datetime import date

from ids import IDS
from invoices import D, Invoice, Line, Supplier, ogm

V = [vat for vat, _ in IDS]
I = [iban for _, iban in IDS]  # noqa: E741

CORPUS = [
    # 01 — Pohoda (CZ), bilingual Czech/German, a Brno valve maker: intra-EU goods (ICG), a CZK recapitulation
    Invoice(
        "01-de-armaturen", "de", "pohoda",
        Supplier("Moravské armatury s.r.o.", "Vídeňská 118", "619 00", "Brno", "CZ", V[0], "+420 543 212 870",
                 "fakturace@moravske-armatury.cz", "KS v Brně, oddíl C, vložka 84512"),
        "27FV01458", date(2027, 11, 3), date(2027, 12, 3), "45773000", "45773000", D(0),
        [Line("KK-DN25-PN40", "Kugelhahn DN 25, PN 40, Messing vernickelt, Innengewinde", D(120), D("14.60"),
              unit="Stk"),
         Line("KK-DN50-PN16", "Kugelhahn DN 50, PN 16, Messing vernickelt", D(40), D("38.90"), unit="Stk"),
         Line("RV-DN32", "Rückschlagventil DN 32 mit Federkegel, Rotguss", D(60), D("21.75"), unit="Stk"),
         Line("AK-DN80-F", "Absperrklappe DN 80, PN 16, Gehäuse Grauguss, Scheibe Edelstahl, mit Handhebel und "
                           "Rastplatte", D(12), D("96.40"), unit="Stk"),
         Line("SF-DN20", "Schmutzfänger DN 20, Messing, Sieb 0,5 mm", D(80), D("9.85"), unit="Stk"),
         Line(None, "Verpackung und Transport DAP Gent", D(1), D("145.00"), unit="Psch")],
        "604000", "ICG", reverse_charge=True,
        statement="Dodání zboží do jiného členského státu osvobozené od daně dle § 64 zákona o DPH. / Steuerfreie "
                  "innergemeinschaftliche Lieferung (Art. 138 MwStSystRL), die Steuer schuldet der Abnehmer.",
        dec=",", group=" ", qty_places=2, iban=I[0], bic="KOMBCZPP", customer_no="BE-0073",
        extra={"local": "cs", "vs": "2701458", "ks": "0308", "account": "6517656106/0100",
               "bank": "Komerční banka, a.s.", "order_date": "13.10.2027", "rate": "24,365",
               "issuer": "Ing. Petra Horáková", "web": "www.moravske-armatury.cz", "ico": V[0][2:]}),
    # 02 — Money S3 (CZ), bilingual Czech/English, an Ostrava data centre: services reverse charged (ICS)
    Invoice(
        "02-en-hosting", "en", "money",
        Supplier("Silesia Data Services s.r.o.", "Českobratrská 2227/7", "702 00", "Ostrava", "CZ", V[1],
                 "+420 596 114 302", "billing@silesiadata.cz", "KS v Ostravě, oddíl C, vložka 61877"),
        "FV270312", date(2027, 11, 4), date(2027, 11, 18), "PO-4577-3007", "45773007", D(0),
        [Line(None, "Hosting of the WMS scanning platform, dedicated cluster, November 2027", D(1), D("1180.00"),
              unit="month"),
         Line(None, "Managed backup, 2 TB, geo-redundant copy in a second data centre", D(2), D("96.00"),
              unit="TB"),
         Line(None, "Support package Gold, 8x5 hotline, tickets and remote interventions", D("37.5"), D("68.00"),
              unit="h"),
         Line(None, "EDI interface to the carrier's track-and-trace service, development and tests as per offer "
                    "NAB-27-118", D(1), D("2450.00"), unit="pcs")],
        "613000", "ICS", reverse_charge=True,
        statement="Daň odvede zákazník. / Reverse charge: VAT to be accounted for by the customer (Art. 196 "
                  "Directive 2006/112/EC).",
        dec=",", group="\u00a0", qty_places=2, iban=I[1], bic="KOMBCZPP", customer_no="10453",
        extra={"local": "cs", "vs": "270312", "ks": "0308", "account": "7548037329/0100",
               "bank": "Komerční banka, a.s.", "issuer": "Lucie Nováková", "ico": V[1][2:],
               "deliver": "Technibouw Distributie NV - IT"}),
    # 03 — Fakturownia in Dutch, the Antwerp subsidiary of a Polish translation agency: Belgian VAT 21 % (V21)
    Invoice(
        "03-nl-vertalingen", "nl", "fakturownia",
        Supplier("Wisła Vertalingen BV", "Frankrijklei 112", "2000", "Antwerpen", "BE", V[2], "03 226 41 90",
                 "biuro@wisla-vertalingen.be", "RPR Antwerpen, afd. Antwerpen"),
        "87/11/2027", date(2027, 11, 5), date(2027, 12, 5), "PO-45773014", "45773014", D(21),
        [Line(None, "Vertaling veiligheidsinstructies magazijn en heftruckreglement NL > PL", D(12500), D("0.11"),
              unit="woord"),
         Line(None, "Vertaling veiligheidsinstructies magazijn en heftruckreglement NL > RO", D(12500), D("0.12"),
              unit="woord"),
         Line(None, "Beëdigde vertaling arbeidsovereenkomsten en reglement van inwendige orde PL > NL", D(14),
              D("38.00"), unit="blz."),
         Line(None, "Tolk Pools bij de veiligheidsopleiding in Gent", D(4), D("65.00"), unit="uur")],
        "613000", "V21",
        dec=",", group=".", iban=I[2], bic="BBRUBEBB",
        extra={"place": "Antwerpen", "seller": "Agnieszka Wróbel", "pay": "Overschrijving"}),
    # 04 — Fakturownia bilingual Polish/English, a Poznań adhesives maker: intra-EU goods (ICG), product codes
    Invoice(
        "04-en-kleje", "en", "fakturownia",
        Supplier("Adhesa Chemia Budowlana Sp. z o.o.", "ul. Przemysłowa 21", "61-579", "Poznań", "PL", V[3],
                 "+48 61 855 20 14", "faktury@adhesa.pl", "KRS 0000512877, Sąd Rejonowy Poznań"),
        "FV 214/11/2027", date(2027, 11, 8), date(2027, 12, 8), "45773021", "45773021", D(0),
        [Line("ADH-FX25", "Flexible tile adhesive C2TE S1, grey, 25 kg bag", D(480), D("7.35"), unit="bag"),
         Line("ADH-PU750", "Polyurethane mounting foam, gun grade, 750 ml", D(600), D("3.95"), unit="pcs"),
         Line("ADH-MS290", "MS polymer sealant and adhesive, white, 290 ml cartridge", D(720), D("2.85"),
              unit="pcs"),
         Line("ADH-PR5", "Deep penetrating primer for absorbent substrates, concentrate 1:4, 5 l canister", D(96),
              D("11.20"), unit="pcs"),
         Line(None, "Transport costs, full truck load Poznań - Gent", D(1), D("690.00"), unit="serv.")],
        "604000", "ICG", reverse_charge=True,
        statement="Wewnątrzwspólnotowa dostawa towarów - stawka 0% (art. 42 ustawy o VAT). / Intra-Community "
                  "supply of goods, VAT 0% (Art. 138 Directive 2006/112/EC); reverse charge.",
        dec=",", group=" ", iban=I[3], bic="INGBPLPW",
        extra={"place": "Poznań", "seller": "Marta Kaczmarek", "pay": "Przelew / Transfer",
               "fx": "Kurs EUR/PLN 4,3125 - tabela NBP nr 217/A/NBP/2027 z dnia 2027-11-05 / exchange rate of "
                     "2027-11-05. Kwota VAT / VAT amount: 0,00 PLN."}),
    # 05 — Subiekt bilingual Polish/German, a Gliwice tool wholesaler: intra-EU goods (ICG), line discounts
    Invoice(
        "05-de-werkzeuge", "de", "subiekt",
        Supplier("Narzędzia Śląsk Sp. z o.o.", "ul. Toszecka 101", "44-100", "Gliwice", "PL", V[4],
                 "+48 32 230 47 66", "sprzedaz@narzedzia-slask.pl", "KRS 0000337104"),
        "FS 1187/11/2027", date(2027, 11, 9), date(2027, 12, 9), "45773028", "45773028", D(0),
        [Line("WKL-SDS-10", "Hammerbohrer SDS-plus 10 x 210 mm", D(200), D("2.90"), unit="Stk", discount=D(8)),
         Line("WKL-SDS-12", "Hammerbohrer SDS-plus 12 x 260 mm", D(150), D("3.45"), unit="Stk", discount=D(8)),
         Line("TRZ-125-1", "Trennscheibe 125 x 1,0 mm für Edelstahl, Karton zu 50 Stück", D(40), D("24.50"),
              unit="Krt"),
         Line("KLM-SRB-8", "Schraubzwinge 300 x 120 mm, Temperguss, mit Holzgriff", D(60), D("8.70"), unit="Stk",
              discount=D(5)),
         Line("MT-50-ST", "Rollbandmaß 5 m x 25 mm, Stahlband, Gehäuse mit Gummischutz und Gürtelclip", D(250),
              D("3.10"), unit="Stk"),
         Line("RKW-8-SET", "Ringratschenschlüssel-Satz 8-19 mm, 8-teilig, Chrom-Vanadium", D(30), D("27.80"),
              unit="Satz")],
        "604000", "ICG", reverse_charge=True,
        statement="WDT - wewnątrzwspólnotowa dostawa towarów, stawka VAT 0% (art. 42 ustawy o VAT). / "
                  "Steuerfreie innergemeinschaftliche Lieferung, Steuerschuldnerschaft des Leistungsempfängers.",
        dec=",", group=" ", iban=I[4], bic="WBKPPLPP", customer_no="K/0419",
        extra={"place": "Gliwice", "zk": "ZK 342/11/2027", "issuer": "Tomasz Nowicki", "bank": "Santander Bank Polska",
               "fx": "Kurs EUR: 4,3087 (NBP 218/A/NBP/2027 z dnia 2027-11-08)"}),
    # 06 — Oblio in French, a Romanian family's catering firm in Anderlecht: catering at the Belgian 12 % (V12)
    Invoice(
        "06-fr-traiteur", "fr", "oblio",
        Supplier("Saveurs des Carpates SRL", "Chaussée de Mons 412", "1070", "Anderlecht", "BE", V[5],
                 "02 520 84 33", "commandes@saveurs-carpates.be", "RPM Bruxelles"),
        "SDC0087", date(2027, 11, 10), date(2027, 11, 24), "BC 45773035", "45773035", D(12),
        [Line(None, "Buffet froid et chaud pour la journée portes ouvertes du 06/11/2027 à Gand (sarmale, "
                    "mititei, salades, desserts)", D(85), D("24.50"), unit="pers."),
         Line(None, "Personnel de service en salle (4 serveurs x 6 heures)", D(24), D("32.00"), unit="h"),
         Line(None, "Location de vaisselle, verres et nappes", D(85), D("3.20"), unit="pers."),
         Line(None, "Livraison, installation et reprise du matériel", D(1), D("120.00"), unit="forfait")],
        "602000", "V12",
        dec=",", group=".", iban=I[5], bic="GEBABEBB", payment_ref=ogm(870045773),
        extra={"series": "SDC", "no": "0087", "issuer": "Ioana Popescu"}),
    # 07 — SmartBill bilingual Romanian/English, a Cluj engineering office: services reverse charged (ICS)
    Invoice(
        "07-en-proiectare", "en", "smartbill",
        Supplier("Transilvania CAD Engineering SRL", "Str. Fabricii de Zahăr 24", "400632", "Cluj-Napoca", "RO",
                 V[6], "+40 264 450 318", "office@tcad-engineering.ro", "J12/3481/2016"),
        "TCE0457", date(2027, 11, 11), date(2027, 12, 11), "45773042", "45773042", D(0),
        [Line(None, "BIM model of the pallet racking and mezzanine, Gent warehouse hall B, LOD 300", D(1),
              D("3850.00"), unit="buc"),
         Line(None, "Shop drawings for the mezzanine steel structure, including connection details", D(46),
              D("42.00"), unit="ora"),
         Line(None, "Structural calculation note for the mezzanine floor (500 kg/m2)", D(1), D("1200.00"),
              unit="buc"),
         Line(None, "Revisions after the client's comments, round 2", D(12), D("42.00"), unit="ora")],
        "602000", "ICS", reverse_charge=True,
        statement="Taxare inversă - serviciu neimpozabil în România conform art. 278 alin. (2) Cod fiscal. / "
                  "Reverse charge - Art. 44 and 196 Directive 2006/112/EC.",
        dec=",", group=".", iban=I[6], bic="BTRLRO22",
        extra={"series": "TCE", "no": "0457", "county": "Cluj", "capital": "200 RON", "bank": "Banca Transilvania",
               "issuer": "Andrei Mureșan", "rate": "4,9742"}),
    # 08 — Minimax bilingual Slovenian/German, a Maribor timber-products maker: intra-EU goods (ICG), discounts
    Invoice(
        "08-de-schalung", "de", "minimax",
        Supplier("Lesni izdelki Pohorje d.o.o.", "Tržaška cesta 63", "2000", "Maribor", "SI", V[7],
                 "+386 2 320 41 70", "racuni@lesni-pohorje.si", "Okrožno sodišče v Mariboru, matična št. 6512784000"),
        "2027-00318", date(2027, 11, 12), date(2027, 12, 12), "4577 3049", "45773049", D(0),
        [Line("OP-3S-21", "Dreischichtplatte 500 x 2000 x 21 mm, Fichte, gelb beschichtet", D(240), D("27.90"),
              unit="Stk", discount=D(4)),
         Line("NT-H20-390", "Schalungsträger H20, Länge 3,90 m", D(150), D("23.60"), unit="Stk", discount=D(4)),
         Line("NT-H20-245", "Schalungsträger H20, Länge 2,45 m", D(100), D("15.40"), unit="Stk", discount=D(4)),
         Line("DS-KANT-25", "Dreikantleiste 25 mm, PVC, für Sichtbetonkanten, Bund zu 50 Stück je 2,5 m", D(12),
              D("46.00"), unit="Bd"),
         Line(None, "Paletten (Mehrweg, Rückgabe gegen Gutschrift)", D(18), D("12.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Oproščeno plačila DDV po 1. točki 46. člena ZDDV-1. / Steuerfreie innergemeinschaftliche "
                  "Lieferung gemäß Art. 138 MwStSystRL.",
        dec=",", group=".", iban=I[7], bic="ABANSI2X", customer_no="1042",
        extra={"local": "sl", "place": "Maribor", "ref": "SI00 2027-00318", "issuer": "Maja Kranjc",
               "date_style": "si", "delivered": date(2027, 11, 10)}),
    # 09 — Minimax bilingual Croatian/English, an Osijek tile distributor: intra-EU goods (ICG), no PO printed
    Invoice(
        "09-en-plocice", "en", "minimax",
        Supplier("Slavonija Keramika d.o.o.", "Vukovarska cesta 220", "31000", "Osijek", "HR", V[8],
                 "+385 31 275 640", "racuni@slavonija-keramika.hr", "Trgovački sud u Osijeku, MBS 030118452"),
        "145-1-1", date(2027, 11, 15), date(2027, 12, 15), None, "45773056", D(0),
        [Line("PL-GR-6060", "Porcelain floor tile 60 x 60 cm, grey, R10 anti-slip, rectified", D("432.00"),
              D("16.80"), unit="m2"),
         Line("PL-ZD-3060", "Ceramic wall tile 30 x 60 cm, white matt", D("216.00"), D("11.40"), unit="m2"),
         Line("LJ-C2TE-25", "Tile adhesive C2TE, 25 kg bag", D(140), D("8.10"), unit="kom"),
         Line("FG-CG2-5", "Cementitious grout CG2WA, light grey, 5 kg", D(60), D("6.95"), unit="kom")],
        "604000", "ICG", reverse_charge=True,
        statement="Oslobođeno PDV-a prema čl. 41. st. 1. t. a) Zakona o PDV-u - isporuka dobara unutar EU. / "
                  "VAT exempt intra-Community supply of goods (Art. 138 Directive 2006/112/EC).",
        dec=",", group=".", qty_places=2, iban=I[8], bic="ESBCHR22", customer_no="2219",
        extra={"local": "hr", "place": "Osijek", "ref": "HR00 145-1-1", "issuer": "Ivana Kovač",
               "date_style": "hr", "time": "10:42", "delivered": date(2027, 11, 15)}),
    # 10 — Subiekt in Dutch, the Antwerp subsidiary of a Polish food wholesaler: canteen food at 6 % (V06), no PO
    Invoice(
        "10-nl-kantine", "nl", "subiekt",
        Supplier("Smaki Polski BV", "Boomsesteenweg 690", "2610", "Wilrijk", "BE", V[9], "03 828 15 60",
                 "boekhouding@smakipolski.be", "RPR Antwerpen"),
        "FS 412/11/2027", date(2027, 11, 16), date(2027, 12, 16), None, "45773063", D(6),
        [Line("KAW-ZIA-1", "Koffiebonen arabica/robusta, 1 kg", D(60), D("13.40"), unit="st"),
         Line("HER-CZ-100", "Zwarte thee, doos 100 zakjes", D(24), D("4.85"), unit="st"),
         Line("CUK-KOS-5", "Suikerklontjes in individuele verpakking, doos 5 kg", D(10), D("9.60"), unit="doos"),
         Line("MLE-POR-200", "Koffiemelk in portieverpakking 7,5 g, doos à 200 stuks", D(12), D("8.90"),
              unit="doos"),
         Line("CIA-MIX-2", "Gemengde koekjes, assortiment voor vergaderingen, doos 2 kg", D(30), D("11.25"),
              unit="doos")],
        "604000", "V06",
        dec=",", group=" ", iban=I[9], bic="GEBABEBB", customer_no="TECHN-01",
        extra={"place": "Wilrijk", "issuer": "Katarzyna Zielińska", "bank": "BNP Paribas Fortis",
               "delivery_note": "WZ 588/11/2027"}),
    # 11 — Pohoda (SK), bilingual Slovak/German, a Žilina haulier: transport services reverse charged (ICS, 615000)
    Invoice(
        "11-de-transport", "de", "pohoda",
        Supplier("Považská preprava s.r.o.", "Kamenná 11", "010 01", "Žilina", "SK", V[10], "+421 41 562 18 40",
                 "fakturacia@povazska-preprava.sk", "OR OS Žilina, oddiel Sro, vložka 51873/L"),
        "27FV02117", date(2027, 11, 17), date(2027, 12, 17), "PO 45773070", "45773070", D(0),
        [Line(None, "Komplettladung Žilina (SK) - Gent (BE), Auftrag vom 08.11.2027, CMR 271108-01, "
                    "Kennzeichen ZA-418FK, 33 Paletten", D(1), D("1640.00"), unit="Fahrt"),
         Line(None, "Komplettladung Žilina (SK) - Gent (BE), Auftrag vom 12.11.2027, CMR 271112-03, "
                    "Kennzeichen ZA-502GH, 31 Paletten", D(1), D("1640.00"), unit="Fahrt"),
         Line(None, "Standgeld Entladestelle Gent, über 2 Stunden Freizeit", D(3), D("45.00"), unit="Std"),
         Line(None, "Mautzuschlag DE/BE", D(2), D("118.50"), unit="Fahrt")],
        "615000", "ICS", reverse_charge=True,
        statement="Prenesenie daňovej povinnosti. / Steuerschuldnerschaft des Leistungsempfängers (Reverse "
                  "Charge, Art. 196 MwStSystRL).",
        dec=",", group=" ", qty_places=2, iban=I[10], bic="GIBASKBX", customer_no="ZA-2231",
        extra={"local": "sk", "vs": "2702117", "ks": "0308", "account": "",
               "bank": "Slovenská sporiteľňa, a.s.", "order_date": "06.11.2027",
               "issuer": "Mgr. Zuzana Kováčová", "web": "www.povazska-preprava.sk", "ico": "51873206",
               "dic": "2098956552"}),
    # 12 — Money S3 in French, the Liège branch of a Czech forklift service company: Belgian VAT 21 % (V21, 611000)
    Invoice(
        "12-fr-chariots", "fr", "money",
        Supplier("Moravia Lift Service SRL", "Rue de l'Expansion 18", "4460", "Grâce-Hollogne", "BE", V[11],
                 "04 247 61 10", "facturation@moravialift.be", "RPM Liège"),
        "FV270188", date(2027, 11, 18), date(2027, 12, 18), "4577 3077", "45773077", D(21),
        [Line(None, "Entretien périodique 1 000 h chariot élévateur électrique 2,5 t, n° de série CB25-77412",
              D(1), D("385.00"), unit="pce"),
         Line(None, "Entretien périodique 1 000 h chariot élévateur électrique 2,5 t, n° de série CB25-77418",
              D(1), D("385.00"), unit="pce"),
         Line("ML-FLT-HYD", "Filtre hydraulique", D(2), D("46.80"), unit="pce"),
         Line("ML-BAN-SE15", "Bandage plein 18x7-8 superélastique", D(4), D("212.50"), unit="pce",
              discount=D(10)),
         Line(None, "Main-d'oeuvre montage bandages sur presse", D("3.5"), D("72.00"), unit="h"),
         Line(None, "Déplacement technicien Grâce-Hollogne - Gand aller-retour", D(2), D("95.00"), unit="pce")],
        "611000", "V21",
        dec=",", group="\u00a0", qty_places=2, iban=I[11], bic="GEBABEBB", payment_ref=ogm(2701884577),
        customer_no="30218",
        extra={"local": "", "vs": "270188", "account": "", "bank": "BNP Paribas Fortis",
               "issuer": "Jana Dvořáková", "ico": V[11][2:].replace(".", ""),
               "deliver": "Technibouw Distributie NV - Entrepôt"}),
]
