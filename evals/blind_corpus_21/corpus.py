"""The twelve invoices of the twenty-first blind corpus (issue 38, item 21), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora
print (NL, BE, FR, DE, LU, and DK, IT, ES writing in English), in nl, fr, de and en, each drawn by a writer
(draw.py) that imitates the ordinary layout of one family of invoicing software other than the earlier corpora's:
Exact Online Manufacturing, Uniconta, Sage 50 Handwerk, Ciel Gestion Commerciale, SAP R/3 (SAPscript form),
Kluwer Expert/M and Tradecom. PO numbers are the ERP's 4577xxxx (from 45771400 by steps of 7); each invoice prints
them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20271211; Denmark, Italy and Spain from the same stream with
their own check digits: ids.py)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Exact Online Manufacturing, an Eindhoven drive-components maker: intra-EU goods (ICG), freight
    Invoice(
        "01-nl-aandrijving", "nl", "exactmfg",
        Supplier("Van Dongen Aandrijftechniek B.V.", "Hurksestraat 33", "5652 AJ", "Eindhoven", "NL",
                 "NL998199205B03", "040 251 77 40", "administratie@vandongen-aandrijf.nl", "KvK 17283941"),
        "27900156", date(2027, 12, 1), date(2027, 12, 31), "PO45771400", "45771400", D(0),
        [Line("ADT-RV063-30", "Wormwielreductor RV063 i=30, B14-flens, holle as 25 mm", D(8), D("186.40"),
              unit="st", discount=D(5)),
         Line("ADT-EM071-4", "Elektromotor IE3 0,37 kW 4-polig B14 230/400 V", D(8), D("142.90"), unit="st",
              discount=D(5)),
         Line("ADT-KN-25", "Koppelingsnaaf met spiebaan, boring 25 mm", D(16), D("12.75"), unit="st"),
         Line("ADT-UCF205", "Flenslager UCF205 gietijzer, as 25 mm, met smeernippel en afdekkap", D(24),
              D("18.60"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("55.00"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL05 RABO 9234 9727 50", bic="RABONL2U", customer_no="30412",
        extra={"order": "1270455", "packing": "1270 0455-1", "shipped": "29-11-2027", "terms": "30 dagen netto"}),
    # 02 — Kluwer Expert/M invoicing, an Aalst refrigeration firm: maintenance at 21 % (V21, 611000)
    Invoice(
        "02-nl-koeltechniek", "nl", "kluwer",
        Supplier("Koeltechniek Denderstreek BV", "Gentsesteenweg 212", "9300", "Aalst", "BE", "BE1615.760.573",
                 "053 71 40 88", "boekhouding@koeltechniek-dender.be", "RPR Gent, afdeling Dendermonde"),
        "270873", date(2027, 12, 3), date(2028, 1, 2), "Bestelbon nr. 4577-1407", "45771407", D(21),
        [Line(None, "Periodiek onderhoud koelinstallaties koelcel 1 en 2 volgens onderhoudscontract, tweede "
                    "semester 2027", D(1), D("1280.00"), unit="forfait"),
         Line(None, "Vervangen verdamperventilator koelcel 2, inclusief montage", D(2), D("315.00"), unit="st"),
         Line(None, "Bijvullen koelmiddel R449A", D("6.5"), D("68.00"), unit="kg"),
         Line(None, "Werkuren technieker", D("7.5"), D("64.00"), unit="u"),
         Line(None, "Verplaatsingskosten", D(2), D("45.00"), unit="st")],
        "611000", "V21",
        iban="BE92 9798 3762 5923", bic="ARSPBE22", payment_ref=ogm(2708731407), customer_no="400127",
        extra={"journal": "VF1", "terms": "30 dagen"}),
    # 03 — Tradecom, a Mechelen plumbing wholesaler: 21 % (V21, 604000), gross price and discount, extra discount
    Invoice(
        "03-nl-sanitair", "nl", "tradecom",
        Supplier("Sanitair Groothandel Rupel NV", "Battelsesteenweg 455", "2800", "Mechelen", "BE",
                 "BE1659.031.283", "015 42 18 60", "facturatie@sgrupel.be", "RPR Antwerpen, afdeling Mechelen"),
        "2704518", date(2027, 12, 6), date(2028, 1, 31), "BB45771414", "45771414", D(21),
        [Line("SR-UP320", "Inbouwreservoir voor hangtoilet 112 cm, met bedieningsplaat wit", D(6), D("312.00"),
              unit="st", discount=D(32)),
         Line("HT-DF-540", "Hangtoilet wit, spoelrandloos, 54 cm, met zitting softclose", D(6), D("289.00"),
              unit="st", discount=D(35)),
         Line("WM-S-CHR", "Wastafelmengkraan S-size met waste, chroom", D(8), D("118.50"), unit="st",
              discount=D(30)),
         Line("PF-CU22-90", "Persfitting koper 22 mm knie 90°", D(50), D("6.85"), unit="st", discount=D(40)),
         Line("ISO-PE-229", "Buisisolatie PE 22 x 9 mm, lengte 2 m", D(40), D("1.95"), unit="st")],
        "604000", "V21", adjustments=[("Extra korting 2 %", D(2))],
        iban="BE92 0019 7438 8823", bic="GEBABEBB", payment_ref=ogm(2704518414), customer_no="108844",
        extra={"rep": "12 - K. Verbist", "delivery": "LB 2711207", "terms": "Betaling: 30 dagen einde maand"}),
    # 04 — Ciel Gestion Commerciale, a Villeneuve-d'Ascq tool dealer: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "04-fr-outillage", "fr", "ciel",
        Supplier("Outillage Lillois SAS", "18 avenue de l'Harmonie", "59650", "Villeneuve-d'Ascq", "FR",
                 "FR09656193844", "03 20 47 61 12", "compta@outillage-lillois.fr",
                 "SIRET 656 193 844 00027 - RCS Lille Métropole"),
        "FA00412", date(2027, 12, 7), date(2028, 1, 6), "4577 1421", "45771421", D(0),
        [Line("CLE-MIX-13", "Clé mixte à cliquet 13 mm", D(20), D("14.90"), unit="u"),
         Line("COF-CL-72", "Coffret de clés à douilles 1/2\" 72 pièces, cliquet réversible", D(6), D("129.00"),
              unit="u", discount=D(8)),
         Line("PERF-SDS-26", "Perforateur SDS-Plus 800 W 2,7 J, livré en coffret avec poignée latérale", D(4),
              D("168.50"), unit="u", discount=D(8)),
         Line("DISQ-230-3", "Disque à tronçonner métal 230 x 3 mm (boîte de 25)", D(10), D("52.40"), unit="bte")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI. Livraison intracommunautaire : autoliquidation "
                  "par le preneur (TVA BE0456.789.133).",
        group=" ", iban="FR05 7104 3930 0135 1386 4565 116", bic="CCBPFRPPLIL", customer_no="TECHNI01",
        extra={"mode": "Virement 30 jours"}),
    # 05 — Kluwer Expert/M invoicing in French, a Namur electrician: Belgian cocontractant (VRC, 611000)
    Invoice(
        "05-fr-eclairage", "fr", "kluwer",
        Supplier("Électricité Mosane SRL", "Rue de Dave 174", "5100", "Jambes", "BE", "BE0724.722.632",
                 "081 30 62 15", "info@electricite-mosane.be", "RPM Liège, division Namur"),
        "270412", date(2027, 12, 8), date(2028, 1, 7), "n° 45771428", "45771428", D(0),
        [Line(None, "Remplacement de 48 luminaires LED étanches 1500 mm dans l'entrepôt, démontage et évacuation "
                    "des anciens luminaires", D(48), D("96.50"), unit="pc"),
         Line(None, "Pose de câble XVB 3G2,5 sous tube", D(120), D("6.40"), unit="m"),
         Line(None, "Fourniture et placement de disjoncteurs différentiels 30 mA au tableau divisionnaire", D(4),
              D("148.00"), unit="pc"),
         Line(None, "Main-d'œuvre électricien", D(22), D("58.00"), unit="h"),
         Line(None, "Contrôle de conformité par un organisme agréé", D(1), D("285.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation. TVA due par le cocontractant, article 20 de l'AR n° 1 (BE0456.789.133).",
        dec=",", group=".", iban="BE78 0012 9084 5886", bic="GEBABEBB", payment_ref=ogm(2704121428),
        customer_no="400318", extra={"journal": "VF", "terms": "30 jours", "date_style": "long"}),
    # 06 — Tradecom in French, a Wavre technical bookseller: books at the Belgian 6 % (V06, 604000), ISBNs
    Invoice(
        "06-fr-librairie", "fr", "tradecom",
        Supplier("Librairie Technique du Brabant SA", "Chaussée de Bruxelles 88", "1300", "Wavre", "BE",
                 "BE1118.304.981", "010 22 71 35", "factures@ltbrabant.be", "RPM Brabant wallon"),
        "FV27/0871", date(2027, 12, 10), date(2028, 1, 9), "BC 4577.1435", "45771435", D(6),
        [Line("9782100812349", "Manuel de la logistique d'entrepôt, 4e édition", D(6), D("42.50"), unit="ex"),
         Line("9782804705183", "Stockage et manutention : guide pratique de l'exploitant", D(6), D("36.80"),
              unit="ex", discount=D(5)),
         Line("9782920033177", "Transport de marchandises dangereuses par route ADR 2027, édition en deux "
                               "volumes sous étui", D(4), D("98.00"), unit="ex"),
         Line("9782363901255", "Gestion des stocks et des approvisionnements", D(10), D("29.80"), unit="ex",
              discount=D(5))],
        "604000", "V06",
        iban="BE58 0687 3354 8379", bic="GKCCBEBB", payment_ref=ogm(2708711435), customer_no="C02215",
        extra={"rep": "03 - M. Lambert", "delivery": "BL 27-3391", "terms": "Paiement : 30 jours date de facture"}),
    # 07 — Sage 50 Handwerk, a Düren steel fabricator: intra-EU goods (ICG), outline positions, packing and freight
    Invoice(
        "07-de-metallbau", "de", "sage50hw",
        Supplier("Metallbau Rurtal GmbH", "Industriestraße 17", "52355", "Düren", "DE", "DE193128380",
                 "02421 58 93 0", "buchhaltung@metallbau-rurtal.de", "Amtsgericht Düren HRB 5127"),
        "R270318", date(2027, 12, 9), date(2028, 1, 8), "45771442 vom 18.11.2027", "45771442", D(0),
        [Line("GR-3030-2", "Gitterrost feuerverzinkt 30/30 mm, 1000 x 600 mm, Tragstab 30 x 2 mm", D(24),
              D("58.40"), unit="Stk"),
         Line("GL-TR-1200", "Treppengeländer Stahl feuerverzinkt, Länge 1200 mm, mit Handlauf Ø 42,4 mm, nach "
                            "Aufmaß gefertigt", D(6), D("389.00"), unit="Stk"),
         Line("KO-ST-80", "Konsole Stahl 80 x 80 x 8 mm mit Langloch, verzinkt", D(40), D("11.25"), unit="Stk"),
         Line("BEF-M12", "Befestigungssatz M12 für Gitterroste (Schrauben, Muttern, Scheiben)", D(24), D("4.90"),
              unit="Satz")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verpackung und Fracht", D("95.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. Die "
                  "Steuerschuld geht auf den Leistungsempfänger über.",
        iban="DE17 9899 1085 8506 1808 13", bic="GENODED1DUE", customer_no="10233",
        extra={"project": "BV 27-118 Technibouw Gent, Bühnen und Treppen", "terms": "14 Tage 2 % Skonto, 30 Tage netto"}),
    # 08 — SAP R/3 SAPscript form, a Mannheim hydraulics dealer: intra-EU goods (ICG), discount conditions, freight
    Invoice(
        "08-de-hydraulik", "de", "sapscript",
        Supplier("Hydraulik Kurpfalz GmbH", "Mallaustraße 62", "68219", "Mannheim", "DE", "DE219913753",
                 "0621 87 44 0", "debitoren@hydraulik-kurpfalz.de", "Registergericht Mannheim HRB 704182"),
        "90031876", date(2027, 12, 13), date(2028, 1, 12), "45771449 vom 22.11.2027", "45771449", D(0),
        [Line("100042318", "Zahnradpumpe 16 cm³/U, SAE-Flansch, rechtsdrehend", D(6), D("412.00"), unit="ST",
              discount=D(10)),
         Line("100042907", "Wegeventil NG6 4/3, 24 V DC", D(12), D("168.00"), unit="ST", discount=D(10)),
         Line("100051133", "Hydraulikschlauch 2SN DN12, 1000 mm mit Pressarmaturen", D(40), D("23.60"), unit="ST"),
         Line("100038870", "Druckfilter 25 µm, 160 l/min", D(8), D("96.80"), unit="ST"),
         Line("100060015", "Hydrauliköl HLP 46, Gebinde 20 l", D(10), D("74.50"), unit="GEB")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("120.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gem. § 4 Nr. 1b UStG. Steuerschuldner ist der "
                  "Leistungsempfänger.",
        iban="DE76 6697 3866 8864 2730 71", bic="GENODE61MA2", customer_no="2000418",
        extra={"order": "1018834", "delivery": "80044712"}),
    # 09 — Uniconta in German, a Luxembourg software house: services reverse charged (ICS, 613000)
    Invoice(
        "09-de-lagersoftware", "de", "uniconta",
        Supplier("Datalux Services S.à r.l.", "12, rue Robert Stumper", "L-2557", "Luxembourg", "LU", "LU63872662",
                 "+352 26 48 91 1", "invoice@datalux-services.lu", "RCS Luxembourg B218344"),
        "10485", date(2027, 12, 14), date(2028, 1, 13), "PO-45771456", "45771456", D(0),
        [Line("LIZ-WMS-U", "Lizenz Lagerverwaltung, Abonnement 01.01.2028 - 31.12.2028, je Benutzer", D(15),
              D("168.00"), unit="Stk"),
         Line("BER-TAG", "Beratung Einführung Scannerlösung (Tagessatz)", D("4.5"), D("960.00"), unit="Tag"),
         Line("SCH-VOR-ORT", "Schulung vor Ort in Gent, zwei Trainer, ein Tag", D(1), D("1450.00"),
              unit="Pausch."),
         Line("REISE", "Reisekosten pauschal", D(1), D("280.00"), unit="Pausch.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL).",
        iban="LU63 0258 8251 0168 7191", bic="BCEELULL", customer_no="20317",
        extra={"terms": "Netto 30 Tage", "contact": "Sandra Weis"}),
    # 10 — Uniconta in English, an Odense pump dealer: intra-EU goods (ICG), Danish number format
    Invoice(
        "10-en-pumps", "en", "uniconta",
        Supplier("Fynsk Pumpeservice ApS", "Rugvænget 21", "5230", "Odense M", "DK", "DK46766288",
                 "+45 66 14 32 70", "faktura@fynsk-pumpeservice.dk", "CVR 46766288"),
        "21730", date(2027, 12, 15), date(2028, 1, 14), "4577 1463", "45771463", D(0),
        [Line("CP-32-160", "Centrifugal pump 32-160, 3 kW, cast iron housing, mechanical seal", D(3),
              D("1184.00"), unit="pcs", discount=D(12)),
         Line("MS-32-BQQE", "Spare mechanical seal set for pump 32-160", D(6), D("146.00"), unit="pcs"),
         Line("FC-3-400", "Frequency converter 3.0 kW 400 V, IP55, wall mounted", D(3), D("689.00"), unit="pcs",
              discount=D(12)),
         Line("PT-10B", "Pressure transmitter 0-10 bar, 4-20 mA", D(6), D("118.50"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("85.00"))],
        statement="Intra-Community supply exempt from VAT (Art. 138 Directive 2006/112/EC). Reverse charge: VAT "
                  "to be accounted for by the customer.",
        iban="DK39 3278 0374 8993 94", bic="DABADKKK", customer_no="10872",
        extra={"terms": "Net 30 days", "contact": "Jesper Holm"}),
    # 11 — SAP R/3 SAPscript form in English, a Brescia fastener maker: intra-EU goods (ICG), 1,200 rods
    Invoice(
        "11-en-fasteners", "en", "sapscript",
        Supplier("Viteria Bresciana S.p.A.", "Via Industriale 41", "25016", "Ghedi", "IT", "IT66799440178",
                 "+39 030 905 18 44", "amministrazione@viteriabresciana.it", "REA BS-487215"),
        "95002183", date(2027, 12, 16), date(2028, 2, 29), "4577/1470 dated 24.11.2027", "45771470", D(0),
        [Line("VT912-M8X30", "Socket head cap screw DIN 912 M8 x 30, A2 stainless, box of 200", D(40), D("21.80"),
              unit="BOX"),
         Line("DA934-M8", "Hex nut DIN 934 M8, A2 stainless, box of 500", D(20), D("18.40"), unit="BOX"),
         Line("RO125-M8", "Washer DIN 125 M8, A2 stainless, box of 1000", D(12), D("16.90"), unit="BOX"),
         Line("TA-M10X100", "Wedge anchor M10 x 100, zinc plated, box of 50", D(60), D("24.60"), unit="BOX",
              discount=D(5)),
         Line("BF-M12-1000", "Threaded rod M12 x 1000 mm, grade 8.8, zinc plated", D(1200), D("1.46"), unit="PC")],
        "604000", "ICG", reverse_charge=True,
        statement="Non-taxable intra-Community supply, art. 41 D.L. 331/1993 (Art. 138 Directive 2006/112/EC). "
                  "Reverse charge: VAT payable by the customer.",
        dec=".", group=",", iban="IT40 X871 4623 5451 8020 1718 551", bic="BCITITMM", customer_no="300815",
        extra={"order": "1104377", "delivery": "80213350"}),
    # 12 — Exact Online Manufacturing in English, a Valencia packaging maker: intra-EU goods (ICG), no PO printed
    Invoice(
        "12-en-packaging", "en", "exactmfg",
        Supplier("Envases Levante S.L.", "Carrer de la Indústria 27", "46980", "Paterna", "ES", "ESB44377836",
                 "+34 961 32 75 08", "facturacion@envaseslevante.es", "Registro Mercantil de Valencia, hoja V-182377"),
        "27000694", date(2027, 12, 17), date(2028, 1, 16), None, "45771477", D(0),
        [Line("EL-BOX-604", "Corrugated box 600 x 400 x 400 mm, double wall, brown", D(1000), D("1.38"),
              unit="pcs"),
         Line("EL-BOX-403", "Corrugated box 400 x 300 x 300 mm, single wall", D(1500), D("0.71"), unit="pcs"),
         Line("EL-STR-12", "PP strapping 12 mm x 2500 m, black", D(20), D("27.40"), unit="roll"),
         Line("EL-FLM-23", "Stretch film 23 µm, 500 mm x 300 m, machine roll for pre-stretch wrappers", D(36),
              D("18.90"), unit="roll", discount=D(4))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight charges", D("140.00"))],
        statement="Intra-Community supply of goods, VAT exempt under Art. 25 Ley 37/1992 (Art. 138 Directive "
                  "2006/112/EC); reverse charge, VAT due by the customer.",
        dec=".", group=",", iban="ES07 1689 3503 2911 5366 6011", bic="CAIXESBBXXX", customer_no="430118",
        extra={"order": "27SO0812", "packing": "27DN1120", "shipped": "14/12/2027", "terms": "30 days net"}),
]
