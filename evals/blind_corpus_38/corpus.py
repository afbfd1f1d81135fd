"""The twelve invoices of the thirty-eighth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers from Denmark, Finland, Sweden and Estonia, or
their Belgian, Dutch and Luxembourg branches, in nl, fr, de and en, each drawn by a writer (draw.py) that imitates
the ordinary printed layout of one Nordic invoicing program: Dinero, Billy, Procountor, Netvisor, PowerOffice Go,
Reviso and Holvi. PO numbers are the ERP's 4577xxxx (45773100, step 7); each invoice prints them in the supplier's
own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py: identifiers.py's generators and
python-stdnum, random.Random(20271228))."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm


def fi_ref(base: str) -> str:
    """A Finnish reference number (viitenumero): the digits and their 7-3-1 check digit, printed in groups of five
    from the right."""
    total = sum(int(d) * (7, 3, 1)[k % 3] for k, d in enumerate(reversed(base)))
    digits = base + str((10 - total % 10) % 10)
    groups = []
    while digits:
        groups.insert(0, digits[-5:])
        digits = digits[:-5]
    return " ".join(groups)


def isbn13(stem: str) -> str:
    """978-952-… with the EAN-13 check digit of its twelve digits."""
    digits = stem.replace("-", "")
    check = (10 - sum(int(d) * (1, 3)[k % 2] for k, d in enumerate(digits)) % 10) % 10
    return f"{stem}-{check}"


CORPUS = [
    # 01 — Dinero in Dutch, the Mechelen branch of a Danish racking maker: Belgian VAT 21 % (V21), no article numbers
    Invoice(
        "01-nl-stellingen", "nl", "dinero",
        Supplier("Fynlager Reolsystemer ApS, Belgisch bijkantoor", "Zandvoortstraat 21", "2800", "Mechelen", "BE",
                 "BE0375.998.823", "015 28 44 61", "factuur@fynlager.be", "RPR Antwerpen, afd. Mechelen"),
        "1047", date(2027, 12, 1), date(2027, 12, 31), "PO 45773100", "45773100", D(21),
        [Line(None, "Palletstellingstaander 6000 x 1100 mm, sendzimir verzinkt, met voetplaten en "
                    "verankeringsbouten", D(16), D("186.00"), unit="stk."),
         Line(None, "Ligger 2700 mm, draagvermogen 2.000 kg per paar", D(96), D("42.50"), unit="stk."),
         Line(None, "Gaasdekvloer 2700 x 1100 mm voor palletstelling", D(48), D("58.00"), unit="stk."),
         Line(None, "Aanrijbeveiliging voor staander, geel/zwart gecoat, hoogte 400 mm", D(16), D("64.90"),
              unit="stk."),
         Line(None, "Borgpen voor ligger, zak à 50 stuks", D(4), D("18.50"), unit="zak")],
        "604000", "V21",
        iban="BE67 9793 2449 2687", bic="ARSPBE22", payment_ref=ogm(1047773100),
        extra={"terms": "Netto 30 dagen", "contact": "Mette Rasmussen"}),
    # 02 — Dinero in English, an Odense pump-parts firm: intra-EU goods (ICG), a line discount, no article numbers
    Invoice(
        "02-en-pumps", "en", "dinero",
        Supplier("Fyns Pumpeservice ApS", "Rugårdsvej 112", "5000", "Odense C", "DK", "DK84867756",
                 "+45 66 12 48 90", "faktura@fynspumpe.dk", "CVR 84867756"),
        "2318", date(2027, 12, 3), date(2028, 1, 2), "45773107", "45773107", D(0),
        [Line(None, "Centrifugal pump housing, cast iron EN-GJL-250, DN 65, flanged PN 16", D(6), D("412.00"),
              unit="pcs", discount=D(8)),
         Line(None, "Mechanical shaft seal set 28 mm, SiC/SiC/EPDM", D(24), D("58.40"), unit="pcs"),
         Line(None, "Impeller 174 mm, stainless steel AISI 316, dynamically balanced", D(6), D("236.00"),
              unit="pcs"),
         Line(None, "Motor flange adapter IEC 132 with coupling and guard", D(6), D("118.50"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, exempt from VAT (Art. 138 Council Directive 2006/112/EC). "
                  "Reverse charge: VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="DK17 3643 5325 2405 30", bic="DABADKKK",
        extra={"terms": "Net 30 days", "contact": "Jesper Holm"}),
    # 03 — Billy in German, an Esbjerg hydraulics firm: intra-EU goods (ICG), product numbers, a row under each name
    Invoice(
        "03-de-hydraulik", "de", "billy",
        Supplier("Vestjysk Hydraulik A/S", "Kvaglundvej 84", "6705", "Esbjerg Ø", "DK", "DK40666389",
                 "+45 75 13 62 08", "regnskab@vestjysk-hydraulik.dk", "CVR-Nr. 40666389"),
        "588", date(2027, 12, 7), date(2028, 1, 6), "Bestellung 4577 3114", "45773114", D(0),
        [Line("VH-CYL-6340", "Hydraulikzylinder doppeltwirkend 63/36 x 400 mm", D(6), D("512.00"), unit="Stk.",
              detail=("mit Schwenkauge und Gelenkkopf, Betriebsdruck 210 bar",)),
         Line("VH-PMP-16", "Zahnradpumpe 16 cm³/U, Baugröße 2", D(8), D("348.00"), unit="Stk.",
              detail=("Drehrichtung rechts, Flansch SAE-A",)),
         Line("VH-SL-1216", "Hydraulikschlauch DN 12, 2SN, verpresst, 1600 mm", D(40), D("27.80"), unit="Stk.",
              detail=("Armaturen DKOL 18L beidseitig",)),
         Line("VH-VB-4", "Wegeventilblock 4-fach, 12 V DC", D(4), D("890.00"), unit="Stk."),
         Line("VH-OEL-46", "Hydrauliköl HLP 46", D(15), D("74.00"), unit="Kan.",
              detail=("20-l-Kanister",))],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL). Die Steuerschuld geht auf "
                  "den Leistungsempfänger über, USt-IdNr. BE0456.789.133.",
        iban="DK60 4673 0541 1772 22", bic="DABADKKK", customer_no="1043",
        extra={"terms": "Netto 30 Tage"}),
    # 04 — Billy in French, the Liège branch of a Danish warehouse-software house: Belgian VAT 21 % on services
    Invoice(
        "04-fr-logiciel", "fr", "billy",
        Supplier("Lagerstyr ApS, succursale belge", "Boulevard de la Sauvenière 130", "4000", "Liège", "BE",
                 "BE1423.585.361", "04 229 71 40", "facturation@lagerstyr.be", "RPM Liège"),
        "1012", date(2027, 12, 9), date(2028, 1, 8), "BC 45773121", "45773121", D(21),
        [Line(None, "Abonnement au logiciel de gestion d'entrepôt, modules réception et préparation de commandes, "
                    "du 01/01/2028 au 31/12/2028", D(1), D("6480.00"), unit="an"),
         Line(None, "Licences utilisateur supplémentaires pour terminaux de scannage", D(12), D("216.00"), unit="u"),
         Line(None, "Atelier de paramétrage sur site à Gand, consultant senior", D(3), D("920.00"), unit="jour"),
         Line(None, "Frais de déplacement", D(1), D("140.00"), unit="forfait")],
        "613000", "V21",
        iban="BE70 9790 7668 0525", bic="ARSPBE22", payment_ref=ogm(1012773121), customer_no="1006",
        extra={"terms": "30 jours"}),
    # 05 — Procountor in English, a Tampere hoist maker: intra-EU goods (ICG), Finnish number format, giro form
    Invoice(
        "05-en-hoists", "en", "procountor",
        Supplier("Pirkanmaan Nostotekniikka Oy", "Hatanpään valtatie 34", "33100", "Tampere", "FI", "FI34018006",
                 "+358 3 214 7730", "laskutus@pirkanmaan-nosto.fi", "Business ID 3401800-6"),
        "1873", date(2027, 12, 10), date(2028, 1, 9), "4577-3128", "45773128", D(0),
        [Line("PNT-CH-1000", "Electric chain hoist 1000 kg, lift 6 m, 400 V, with pendant control and limit "
                             "switches", D(3), D("1485.00"), unit="pcs", discount=D(5)),
         Line("PNT-TR-1000", "Push trolley 1000 kg, flange width 82-228 mm", D(3), D("264.00"), unit="pcs",
              discount=D(5)),
         Line("PNT-RS-2T4", "Round sling 2 t, effective length 4 m", D(20), D("18.60"), unit="pcs"),
         Line("PNT-SH-325", "Bow shackle 3.25 t, galvanised, screw pin", D(30), D("9.80"), unit="pcs"),
         Line("PNT-INS", "Inspection and test certificate per hoist", D(3), D("120.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="VAT 0 %, intra-Community supply of goods (Art. 138 VAT Directive 2006/112/EC). Reverse charge: "
                  "the buyer accounts for the VAT. Buyer's VAT no. BE0456.789.133.",
        group=" ", iban="FI92 6925 1946 2542 54", bic="AABAFI22", payment_ref=fi_ref("18731"),
        customer_no="10442",
        extra={"terms": "30 days net", "interest": "11,5 %", "notice": "8 days", "ours": "Sanna Virtanen",
               "yours": "Purchasing"}),
    # 06 — Netvisor in Dutch, the Westerlo branch of a Finnish tyre maker: agricultural tyres at 12 % (V12)
    Invoice(
        "06-nl-banden", "nl", "netvisor",
        Supplier("Pohjola Renkaat Oy, Belgisch filiaal", "Nijverheidsstraat 40", "2260", "Westerlo", "BE",
                 "BE0484.558.946", "014 72 18 90", "facturen@pohjolarenkaat.be", "RPR Antwerpen, afd. Turnhout"),
        "270614", date(2027, 12, 13), date(2028, 1, 12), "PO45773135", "45773135", D(12),
        [Line("PR-7107038", "Landbouwband 710/70 R38 166D TL, radiaal", D(8), D("1240.00"), unit="st"),
         Line("PR-6007028", "Landbouwband 600/70 R28 157D TL, radiaal", D(8), D("865.00"), unit="st"),
         Line("PR-IB-38", "Binnenband voor landbouwband R38, ventiel TR218A", D(4), D("96.50"), unit="st"),
         Line("PR-4408024", "Band 440/80 R24 161A8 voor verreiker en landbouwlader, industrieel profiel", D(4),
              D("412.00"), unit="st")],
        "604000", "V12",
        iban="BE74 9799 9083 5807", bic="ARSPBE22", payment_ref=ogm(2706140135), customer_no="50213",
        extra={"terms": "30 dagen netto", "delivery": "13.12.2027", "method": "Eigen transport",
               "ours": "Kris Janssens", "yours": "Aankoopdienst"}),
    # 07 — Netvisor in English, a Tartu sensor maker: intra-EU goods (ICG), no PO printed, delivery costs
    Invoice(
        "07-en-sensors", "en", "netvisor",
        Supplier("Tartu Sensortehnika OÜ", "Riia 185", "51014", "Tartu", "EE", "EE105995298", "+372 730 4418",
                 "arved@tartusensor.ee", "Registry code 10599529"),
        "2027-0931", date(2027, 12, 14), date(2028, 1, 13), None, "45773142", D(0),
        [Line("TS-LVL-420", "Ultrasonic level sensor 0-8 m, 4-20 mA, IP68", D(10), D("318.00"), unit="pcs"),
         Line("TS-PRX-M18", "Inductive proximity sensor M18, PNP NO, 8 mm, M12 connector", D(60), D("21.40"),
              unit="pcs"),
         Line("TS-TMP-PT1", "Temperature transmitter, head mounted, Pt100 input, HART protocol", D(15), D("142.00"),
              unit="pcs"),
         Line("TS-CBL-M12", "Sensor cable M12 4-pin, PUR, 10 m, angled connector", D(85), D("11.90"), unit="pcs"),
         Line("TS-BRK-SS", "Mounting bracket for level sensor, stainless steel", D(10), D("24.50"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Delivery costs", D("95.00"))],
        statement="Intra-Community supply, VAT 0 % (Art. 138 Directive 2006/112/EC); reverse charge, the customer "
                  "is liable for VAT (BE0456.789.133).",
        dec=".", group=",", iban="EE85 6231 4903 4359 4431", bic="LHVBEE22", customer_no="2208",
        extra={"terms": "30 days net", "delivery": "10.12.2027", "method": "DHL Freight", "incoterms": "DAP Gent",
               "ours": "Kadri Tamm", "yours": ""}),
    # 08 — PowerOffice Go in German, a Jönköping conveyor firm: maintenance at Gent, services reverse charged (ICS)
    Invoice(
        "08-de-wartung", "de", "poweroffice",
        Supplier("Småland Transportband AB", "Bangårdsgatan 12", "553 18", "Jönköping", "SE", "SE556614668301",
                 "+46 36 19 44 20", "faktura@smalandtransportband.se", "Org.-Nr. 556614-6683"),
        "10294", date(2027, 12, 15), date(2028, 1, 14), "Bestellung 45773149", "45773149", D(0),
        [Line(None, "Jährliche Wartung der Förderbandanlage Halle B gemäß Wartungsvertrag WV-2027-14, inkl. "
                    "Prüfprotokoll", D(1), D("2950.00"), unit="pausch."),
         Line(None, "Techniker: Austausch der Antriebstrommel und Justierung des Gurtlaufs", D(14), D("78.00"),
              unit="Std."),
         Line(None, "Antriebstrommel Ø 320 mm, gummiert, Ersatzteil", D(1), D("1180.00"), unit="Stk."),
         Line(None, "Reisekosten Jönköping - Gent und zurück", D(1), D("640.00"), unit="pausch.")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        group=" ", iban="SE38 3157 5329 4972 6769 7262", bic="NDEASESS", payment_ref="1029410249",
        customer_no="3015", extra={"ours": "Lars Ekström", "terms": "30 Tage netto"}),
    # 09 — Reviso in French, the Luxembourg branch of a Copenhagen software house: services reverse charged (ICS)
    Invoice(
        "09-fr-support", "fr", "reviso",
        Supplier("Nørrebro Data ApS, succursale de Luxembourg", "12, rue Jean Engling", "L-1466", "Luxembourg", "LU",
                 "LU96063255", "+352 27 86 51 20", "factures@norrebrodata.lu", "RCS Luxembourg B251734"),
        "20270412", date(2027, 12, 16), date(2028, 1, 15), "Commande 4577 3156", "45773156", D(0),
        [Line("SUP-24-T", "Support applicatif 24/7, période du 01/01/2028 au 31/03/2028", D(1), D("3600.00"),
              unit="trim."),
         Line("HEB-CLD", "Hébergement cloud, environnements de production et de test", D(3), D("480.00"),
              unit="mois"),
         Line("DEV-H", "Développement de l'interface EDI avec le transporteur, selon devis D-2027-118", D(22),
              D("105.00"), unit="h"),
         Line("FORM-J", "Formation des chefs d'équipe, session d'une journée", D(1), D("850.00"), unit="j")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 196 de la directive 2006/112/CE : TVA due par le preneur "
                  "(n° TVA BE0456.789.133).",
        iban="LU93 8723 9129 6509 0645", bic="BCEELULL", customer_no="10087",
        extra={"terms": "Net 30 jours", "ours": "Camille Weber"}),
    # 10 — Reviso in Dutch, the Ede branch of a Danish packaging wholesaler: intra-EU goods (ICG), 1.000 boxes
    Invoice(
        "10-nl-verpakking", "nl", "reviso",
        Supplier("Jydsk Emballage A/S, filiaal Nederland", "Celsiusstraat 18", "6716 BZ", "Ede", "NL",
                 "NL085318401B03", "0318 64 29 10", "facturen@jydsk-emballage.nl", "KvK 72810456"),
        "30116", date(2027, 12, 20), date(2028, 1, 19), "4577.3163", "45773163", D(0),
        [Line("JE-SF-23500", "Stretchfolie 23 my, 500 mm x 1500 m, machinerol", D(120), D("21.80"), unit="rol",
              discount=D(4)),
         Line("JE-DOOS-604", "Amerikaanse vouwdoos 600 x 400 x 400 mm, dubbele golf, bruin", D(1000), D("1.38"),
              unit="st"),
         Line("JE-TAPE-50", "Verpakkingstape PP 50 mm x 66 m, bruin, geluidsarm afrollend", D(288), D("1.45"),
              unit="rol"),
         Line("JE-HOEK-50", "Kartonnen hoekprofiel 50 x 50 x 5 mm, lengte 1200 mm", D(800), D("0.42"), unit="st"),
         Line("JE-KAP-EUR", "Palletkap polyetheen 1200 x 800 x 1500 mm, transparant", D(250), D("1.96"),
              unit="st", discount=D(4))],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering, btw verlegd naar de afnemer (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL11 RABO 0704 9421 19", bic="RABONL2U", customer_no="20551",
        extra={"terms": "Netto 30 dagen", "ours": "Sanne de Vries"}),
    # 11 — Holvi in German, a Helsinki logistics consultant: services reverse charged (ICS), € after the amount
    Invoice(
        "11-de-beratung", "de", "holvi",
        Supplier("Ketola Logistics Design Oy", "Kalevankatu 30", "00100", "Helsinki", "FI", "FI29039064",
                 "+358 40 718 2290", "aino@ketola-logistics.fi", "Y-tunnus 2903906-4"),
        "37", date(2027, 12, 21), date(2028, 1, 4), "PO 45773170", "45773170", D(0),
        [Line(None, "Analyse der Kommissionierprozesse im Lager Gent, Aufnahme vor Ort", D(3), D("1150.00"),
              unit="Tage"),
         Line(None, "Simulation und Layoutvarianten für die Erweiterung von Halle C", D(24), D("125.00"),
              unit="Std."),
         Line(None, "Abschlussbericht mit Empfehlungen und Präsentation per Videokonferenz", D(1), D("1400.00"),
              unit="")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 "
                  "MwStSystRL. USt-IdNr. des Kunden: BE0456.789.133.",
        iban="FI34 6138 0362 4829 05", bic="AABAFI22", payment_ref=fi_ref("370037"),
        extra={}),
    # 12 — Procountor in French, the Nivelles branch of a Finnish publisher: books at the Belgian 6 % (V06), ISBNs
    Invoice(
        "12-fr-manuels", "fr", "procountor",
        Supplier("Varma Kustannus Oy, succursale belge", "Rue de Namur 72", "1400", "Nivelles", "BE",
                 "BE1585.201.516", "067 84 21 30", "ventes@varma-editions.be", "RPM Brabant wallon"),
        "2171", date(2027, 12, 22), date(2028, 1, 21), "45773177", "45773177", D(6),
        [Line(isbn13("978-952-7381-14"), "Manuel de sécurité du cariste, édition 2028, version française", D(40),
              D("24.90"), unit="ex.", discount=D(10)),
         Line(isbn13("978-952-7381-15"), "Manuel de sécurité du cariste, édition 2028, version néerlandaise", D(60),
              D("24.90"), unit="ex.", discount=D(10)),
         Line(isbn13("978-952-7381-09"), "Guide pratique du stockage en rayonnages, 2e édition revue et "
                                         "augmentée", D(25), D("38.50"), unit="ex."),
         Line(isbn13("978-952-7381-11"), "Aide-mémoire de l'arrimage des charges, format de poche", D(100),
              D("7.80"), unit="ex.")],
        "604000", "V06",
        group=" ", iban="BE23 0010 1376 5891", bic="GEBABEBB", payment_ref=ogm(2171773177), customer_no="10318",
        extra={"terms": "30 jours net", "interest": "8 %", "notice": "8 jours", "ours": "Élodie Lambert",
               "yours": "Service achats"}),
]
