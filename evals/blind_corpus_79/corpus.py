"""The twelve invoices of the seventy-ninth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, FR, LU, IE), in nl, fr,
de and en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of software
no earlier corpus imitated: AdminPulse (Belgian accountants' practice management), Incadea and CDK Drive (car
dealer DMS), Bullhorn (staffing), PrintVis, EFI Pace and MultiPress (print MIS). PO numbers are the ERP's
4577xxxx (from 45777200 by steps of 7); each invoice prints them in the supplier's own form (one prints none).
VAT numbers and IBANs carry valid check digits (ids.py, seed 20271269)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — AdminPulse, a Gent accountancy firm: fees and hours, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "01-nl-boekhouding", "nl", "adminpulse",
        Supplier("Accountantskantoor Verhaeghe & Co BV", "Kortrijksesteenweg 1092", "9051", "Sint-Denijs-Westrem",
                 "BE", "BE1079.011.568", "09 222 47 18", "facturatie@verhaeghe-accountants.be",
                 "RPR Gent · ITAA 10.482.337"),
        "2027/0614", date(2027, 10, 5), date(2027, 11, 4), "Bestelbon 4577 7200", "45777200", D(21),
        [Line(None, "Opmaak jaarrekening boekjaar 2026-2027 en neerlegging bij de Nationale Bank van België",
              D(1), D("2450.00"), unit="forfait"),
         Line(None, "Vennootschapsbelasting: aangifte aanslagjaar 2027", D(1), D("680.00"), unit="forfait"),
         Line(None, "Bijkomende prestaties: advies herwaardering voorraad magazijn Gent", D("6.75"), D("115.00"),
              unit="u"),
         Line(None, "Administratieve kosten en dossierbeheer", D(1), D("45.00"), unit="st")],
        "613000", "V21",
        iban="BE13 7359 6835 6139", bic="KREDBEBB", payment_ref=ogm(2706140720), customer_no="TECH001",
        extra={"period": "Periode: boekjaar 01/07/2026 - 30/06/2027", "terms": "14 dagen"}),
    # 02 — Incadea, a Gent commercial-vehicle dealer: workshop invoice for a van, Belgian VAT 21 % (V21, 611000)
    Invoice(
        "02-nl-werkplaats", "nl", "incadea",
        Supplier("Garage Arteveldestad BV", "Afrikalaan 212", "9000", "Gent", "BE", "BE0242.119.423",
                 "09 251 63 00", "werkplaats@garage-arteveldestad.be", "RPR Gent"),
        "WF-27-018344", date(2027, 10, 8), date(2027, 10, 22), "PO-45777207", "45777207", D(21),
        [Line("LAB-ONDH-B", "Onderhoudsbeurt B volgens fabrieksvoorschrift", D("2.40"), D("92.00"), unit="u"),
         Line("0W30-5L", "Motorolie 0W-30 LL, 5 liter", D("1.5"), D("64.80"), unit="st", discount=D(10)),
         Line("OF-71754", "Oliefilter met dichting", D(1), D("18.40"), unit="st", discount=D(10)),
         Line("BRK-VA-2231", "Remblokken vooras, set", D(1), D("142.60"), unit="set", discount=D(10)),
         Line("LAB-REM-VA", "Vervangen remblokken en remschijven vooras, testrit", D("1.30"), D("92.00"),
              unit="u")],
        "611000", "V21", adjustments=[("Milieubijdrage", D("6.50"))],
        iban="BE32 1436 7587 6402", bic="GEBABEBB", payment_ref=ogm(1834477207), customer_no="213074",
        qty_places=2,
        extra={"vehicle": ("1-VXK-382", "WF0XXXTTGXNK41377", "Ford Transit Custom 2.0 EcoBlue", "48.217 km"),
               "order": "WO 27-05512", "advisor": "Pieter De Smet", "terms": "14 dagen netto"}),
    # 03 — Bullhorn, a Breda staffing agency: temporary staff for the Gent warehouse, services reverse charged (ICS)
    Invoice(
        "03-en-staffing", "en", "bullhorn",
        Supplier("Brabant Flex Staffing B.V.", "Claudius Prinsenlaan 144", "4818 CP", "Breda", "NL",
                 "NL051009985B01", "+31 76 530 22 90", "invoices@brabantflex.nl", "KvK 20114367"),
        "INV-0027584", date(2027, 10, 11), date(2027, 11, 10), "PO45777214", "45777214", D(0),
        [Line(None, "Reach truck driver - J. Maes - week 40 (04/10/2027 - 08/10/2027) regular hours", D("38.5"),
              D("41.60"), unit="hrs"),
         Line(None, "Reach truck driver - J. Maes - week 40 overtime 125%", D("4.25"), D("52.00"), unit="hrs"),
         Line(None, "Order picker - K. Wojcik - week 40 (04/10/2027 - 08/10/2027) regular hours", D(40),
              D("36.90"), unit="hrs"),
         Line(None, "Order picker - K. Wojcik - week 40 night shift premium", D("12.5"), D("9.20"), unit="hrs")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: services subject to VAT in the customer's Member State (Art. 44 and 196 "
                  "Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL67 TRIO 6940 8436 29", bic="TRIONL2U", customer_no="CL-3318",
        extra={"placement": "Placement 2027-PL-00912 / 2027-PL-00915", "period": "04/10/2027 - 08/10/2027",
               "terms": "Net 30"}),
    # 04 — PrintVis, an Aachen label printer: printed labels and cartons, intra-EU goods (ICG), Swiss apostrophes
    Invoice(
        "04-de-etiketten", "de", "printvis",
        Supplier("Etikettendruck Dreiländereck GmbH", "Neuenhofstraße 181", "52078", "Aachen", "DE", "DE986218183",
                 "0241 95 17 40", "rechnung@etiketten-dle.de", "Amtsgericht Aachen HRB 23817"),
        "RG27-10377", date(2027, 10, 14), date(2027, 11, 13), "4577-7221", "45777221", D(0),
        [Line("JOB 27-2214", "Haftetiketten 100 x 150 mm, 4/0-farbig, Papier weiß matt, Rolle à 1.000 St., "
                             "Kern 76 mm", D(24), D("38.50"), unit="Rolle"),
         Line("JOB 27-2215", "Versandkartons mit Aufdruck 1/0, 600 x 400 x 300 mm", D(1500), D("1.92"), unit="St"),
         Line("JOB 27-2216", "Klischee und Druckvorstufe", D(1), D("185.00"), unit="psch")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("78.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        dec=".", group="'", iban="DE87 1413 8696 2067 1199 22", bic="AACSDE33", customer_no="D-40712",
        extra={"delivery": "LS 27-08842", "terms": "30 Tage netto"}),
    # 05 — EFI Pace, a Dublin printer: product catalogues, intra-EU goods (ICG), a written date
    Invoice(
        "05-en-catalogues", "en", "efipace",
        Supplier("Liffey Print Solutions Ltd", "Unit 7, Ballymount Industrial Estate", "D12 XR40", "Dublin", "IE",
                 "IE7105651N", "+353 1 456 8810", "accounts@liffeyprint.ie", "CRO 604417"),
        "104822", date(2027, 10, 18), date(2027, 11, 17), "PO 45777228", "45777228", D(0),
        [Line("J27-3390", "Product catalogue 2028, A4, 64 pp + 4 pp cover, 4/4 on 115 gsm silk, perfect bound, "
                          "cover 300 gsm with matt lamination", D(2500), D("3.12"), unit="ea"),
         Line("J27-3391", "Price list insert, A4, 4 pp, 4/4 on 130 gsm silk", D(2500), D("0.21"), unit="ea"),
         Line("J27-3390-P", "Pallet packing and shrink wrapping", D(3), D("38.00"), unit="plt")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Carriage to Gent", D("265.00"))],
        statement="Zero-rated intra-Community supply of goods (Section 46(1)(b) VAT Consolidation Act 2010; "
                  "Art. 138 Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="IE17 AIBK 5988 2477 4252 32", bic="AIBKIE2D", customer_no="TECHBE01",
        extra={"date_style": "long", "terms": "30 days from invoice", "rep": "Siobhan Kearney"}),
    # 06 — MultiPress, a Kortrijk offset printer: folders and business cards, Belgian VAT 21 % (V21, 614000)
    Invoice(
        "06-nl-drukwerk", "nl", "multipress",
        Supplier("Drukkerij Leiestreek NV", "Kortrijkstraat 301", "8560", "Wevelgem", "BE", "BE1433.493.120",
                 "056 41 27 90", "boekhouding@drukkerij-leiestreek.be", "RPR Gent, afd. Kortrijk"),
        "VF 27.01483", date(2027, 10, 21), date(2027, 11, 20), "45.777.235", "45777235", D(21),
        [Line(None, "Folder 'Technibouw Distributie - productgamma 2028', A4 gevouwen tot A5 (wikkelvouw), "
                    "4/4 kleuren op 170 g mat gestreken", D(5000), D("0.18"), unit="ex."),
         Line(None, "Naamkaartjes 85 x 55 mm, 4/4 op 350 g mat, 5 namen x 250", D(1250), D("0.07"),
              unit="ex."),
         Line(None, "Vormgeving en drukproeven", D("2.5"), D("68.00"), unit="u"),
         Line(None, "Briefpapier A4, 4/0 op 100 g offset", D(2000), D("0.06"), unit="ex.")],
        "614000", "V21", adjustments=[("Korting 5 %", D(5))],
        iban="BE90 9796 9051 6632", bic="ARSPBE22", payment_ref=ogm(2701483235), customer_no="12044",
        extra={"order": "Order 27-0915", "terms": "30 dagen na factuurdatum"}),
    # 07 — CDK Drive, a Luxembourg truck dealer: spare parts counter sale, intra-EU goods (ICG), no PO printed
    Invoice(
        "07-fr-pieces", "fr", "cdk",
        Supplier("Poids Lourds Centre Luxembourg S.A.", "Zone industrielle Rolach, 14", "L-5280", "Sandweiler",
                 "LU", "LU86865212", "+352 35 74 61 1", "pieces@plcl.lu", "RCS Luxembourg B 71448"),
        "PV 407 1183", date(2027, 10, 26), date(2027, 11, 25), None, "45777242", D(0),
        [Line("A0004772302", "Filtre à carburant avec séparateur d'eau", D(6), D("48.75"), unit="PC",
              discount=D(12)),
         Line("A4571800009", "Filtre à huile moteur", D(6), D("22.50"), unit="PC", discount=D(12)),
         Line("A0034205120", "Jeu de plaquettes de frein essieu avant, disque 432 mm", D(2), D("268.90"), unit="JEU"),
         Line("A9608300318", "Filtre habitacle à charbon actif", D(4), D("39.15"), unit="PC")],
        "604000", "ICG", reverse_charge=True,
        statement="Livraison intracommunautaire exonérée (art. 43, § 1er, d) de la loi TVA luxembourgeoise ; "
                  "art. 138 de la directive 2006/112/CE). Autoliquidation par l'acquéreur, TVA BE0456.789.133.",
        group=" ", iban="LU65 1657 0273 9012 4665", bic="BCEELULL", customer_no="C 308 411",
        extra={"terms": "30 jours date de facture", "counter": "Comptoir pièces - vendeur M. Schmit",
               "ship": "Enlèvement par le client"}),
    # 08 — AdminPulse in French, a Namur social-secretariat / accountancy firm: Belgian VAT 21 % (V21, 613000)
    Invoice(
        "08-fr-honoraires", "fr", "adminpulse",
        Supplier("Fiduciaire Mosane SRL", "Chaussée de Louvain 478", "5004", "Bouge", "BE", "BE0655.974.673",
                 "081 22 64 90", "factures@fiduciaire-mosane.be", "RPM Liège, division Namur · ITAA 50.118.224"),
        "H-2027-00982", date(2027, 12, 3), date(2028, 1, 2), "BC 45777249", "45777249", D(21),
        [Line(None, "Honoraires : révision des comptes intermédiaires au 30/09/2027 et rapport de gestion",
              D("14.5"), D("125.00"), unit="h"),
         Line(None, "Assistance lors du contrôle fiscal (TVA) du 18/11/2027", D("5.25"), D("140.00"), unit="h"),
         Line(None, "Frais de secrétariat et d'envoi", D(1), D("35.00"), unit="forfait")],
        "613000", "V21",
        iban="BE77 7352 5989 7542", bic="KREDBEBB", payment_ref=ogm(2700982249), customer_no="TECH001",
        extra={"date_style": "long", "period": "Période : 01/10/2027 - 30/11/2027", "terms": "30 jours"}),
    # 09 — Incadea in German, an Aachen van dealer: breakdown repair on the road, services reverse charged (ICS)
    Invoice(
        "09-de-reparatur", "de", "incadea",
        Supplier("Autohaus Kaiserstadt GmbH", "Trierer Straße 651", "52078", "Aachen", "DE", "DE196076185",
                 "0241 56 08 0", "service@autohaus-kaiserstadt.de", "Amtsgericht Aachen HRB 9164"),
        "W-2711-4418", date(2027, 11, 4), date(2027, 11, 18), "TB 4577 7256", "45777256", D(0),
        [Line("AW-ABSCHL", "Abschleppen von BAB 44 bis Werkstatt", D(1), D("245.00"), unit="psch"),
         Line("AW-FEHL", "Fehlerspeicher auslesen, Diagnose Ladedruck", D("0.8"), D("128.00"), unit="Std"),
         Line("2K0145762G", "Ladeluftschlauch", D(1), D("186.40"), unit="Stk"),
         Line("AW-LLS", "Ladeluftschlauch aus- und einbauen, Probefahrt", D("1.6"), D("128.00"), unit="Std")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG / Art. 196 "
                  "MwStSystRL). USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        qty_places=2, iban="DE02 0980 3642 7727 5478 81", bic="GENODED1AAC", customer_no="418822",
        extra={"vehicle": ("GE-TB 4127 (B)", "WV1ZZZ7HZPH018834", "VW Transporter T6.1 2.0 TDI", "112.604 km"),
               "order": "AA 2711-0392", "advisor": "Markus Offermann", "terms": "14 Tage netto"}),
    # 10 — Bullhorn in Dutch, an Antwerp interim office: temporary workers, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "10-nl-uitzendarbeid", "nl", "bullhorn",
        Supplier("Scheldeland Interim BV", "Noorderlaan 87", "2030", "Antwerpen", "BE", "BE1817.368.145",
                 "03 543 18 70", "facturatie@scheldeland-interim.be", "RPR Antwerpen · erkenning VG.1274/BU"),
        "2027-11-00421", date(2027, 11, 15), date(2027, 11, 29), "PO 4577/7263", "45777263", D(21),
        [Line(None, "Magazijnier - A. Peeters - week 45 (08/11/2027 - 12/11/2027) gewone uren", D("37.5"),
              D("34.85"), unit="u"),
         Line(None, "Magazijnier - A. Peeters - week 45 overuren 150 %", D("3.75"), D("52.28"), unit="u"),
         Line(None, "Heftruckchauffeur - R. El Idrissi - week 45 (08/11/2027 - 12/11/2027) gewone uren", D(38),
              D("37.10"), unit="u"),
         Line(None, "Maaltijdcheques (werkgeversaandeel, doorgerekend)", D(10), D("6.91"), unit="st"),
         Line(None, "Verplaatsingsvergoeding woon-werk", D(164), D("0.15"), unit="km")],
        "613000", "V21",
        iban="BE59 3638 8653 0126", bic="BBRUBEBB", payment_ref=ogm(2711004217), customer_no="K-7720",
        extra={"placement": "Contracten 27-45-1180 / 27-45-1181", "period": "08/11/2027 - 12/11/2027",
               "terms": "14 dagen"}),
    # 11 — EFI Pace in French, a Lille packaging printer: printed cartons, intra-EU goods (ICG), no-break spaces
    Invoice(
        "11-fr-cartonnages", "fr", "efipace",
        Supplier("Imprimerie Cartonnages du Nord SAS", "45 rue de la Haute Borne", "59650", "Villeneuve-d'Ascq",
                 "FR", "FR51314110263", "03 20 64 51 88", "compta@icn-cartonnages.fr",
                 "SIRET 314 110 263 00027 - RCS Lille Métropole"),
        "F2711207", date(2027, 11, 22), date(2027, 12, 22), "Cde 45777270", "45777270", D(0),
        [Line("T27-0871", "Étui carton compact 350 g, impression 4 couleurs + vernis acrylique, découpe et "
                          "collage fond automatique, format 120 x 80 x 220 mm", D(10), D("246.00"),
              unit="mille"),
         Line("T27-0872", "Notice pliée 148 x 210 mm, 1/1 noir", D(10), D("38.00"), unit="mille"),
         Line("T27-0871-O", "Outil de découpe (forme) pour étui", D(1), D("420.00"), unit="u")],
        "604000", "ICG", reverse_charge=True,
        adjustments=[("Remise commerciale 2 %", D(2)), ("Transport", D("145.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire. "
                  "Autoliquidation par le preneur, n° TVA BE0456.789.133.",
        group="\u00a0", iban="FR69 3128 0254 9062 4668 0920 408", bic="CMCIFR2A", customer_no="411TECH",
        extra={"terms": "45 jours fin de mois", "rep": "Mme Delattre"}),
    # 12 — PrintVis in English, an Eindhoven display printer: exhibition prints, intra-EU goods (ICG)
    Invoice(
        "12-en-displays", "en", "printvis",
        Supplier("Kempen Large Format B.V.", "Achtseweg Zuid 173", "5651 GW", "Eindhoven", "NL", "NL361177574B02",
                 "+31 40 251 77 30", "finance@kempenlargeformat.nl", "KvK 17288413"),
        "SI-27-06615", date(2027, 12, 9), date(2028, 1, 8), "PO#45777277", "45777277", D(0),
        [Line("J27-6610", "Roll-up banner 85 x 200 cm, printed on PET blockout film, incl. aluminium cassette and "
                          "carry bag", D(8), D("89.50"), unit="pcs"),
         Line("J27-6611", "Forex panels 5 mm, 120 x 80 cm, direct print 4/0", D(14), D("46.20"), unit="pcs",
              discount=D(5)),
         Line("J27-6612", "Textile backwall 300 x 225 cm with silicone edge and frame", D(1), D("1185.00"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, exempt (Art. 138 Directive 2006/112/EC); VAT reverse charged "
                  "to the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL21 ABNA 7788 7208 15", bic="ABNANL2A", customer_no="20417",
        extra={"date_style": "short_en", "delivery": "DN 27-11902", "terms": "30 days net"}),
]
