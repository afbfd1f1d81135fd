"""The twelve invoices of the seventieth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented installers and service firms (BE, NL, LU, DE, FR), in nl,
fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of one family of field-service
software used by EU installers and service firms: Joblogic, BigChange, Powered Now, Payaca, ServiceTitan, Workiz
and FieldEdge. PO numbers are the ERP's 4577xxxx (from 45776300 by steps of 7); each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py: identifiers.py's
generators, seed 20271260)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Joblogic, an Antwerp fire-protection contractor: planned maintenance visit, Belgian VAT 21 % (V21, 611000)
    Invoice(
        "01-en-sprinkler", "en", "joblogic",
        Supplier("Scheldeland Fire Protection BV", "Boomsesteenweg 412", "2610", "Wilrijk", "BE", "BE1044.056.035",
                 "03 830 17 44", "accounts@scheldeland-fp.be", "RPR Antwerpen"),
        "SI-027415", date(2027, 10, 5), date(2027, 11, 4), "PO-45776300", "45776300", D(21),
        [Line("LAB-ENG", "Engineer labour - annual sprinkler system inspection to NBN EN 12845, "
                         "zones A to D, alarm valve sets and flow switches tested", D("6.5"), D("68.00"), unit="hr"),
         Line("SPK-K80-68", "Sprinkler head K80 upright 68 °C, 1/2\" BSP", D(24), D("11.40"), unit="ea"),
         Line("GAU-0-16", "Pressure gauge 0-16 bar, 100 mm, glycerine filled", D(4), D("37.80"), unit="ea"),
         Line("CALL-OUT", "Call-out charge", D(1), D("85.00"), unit="ea")],
        "611000", "V21",
        dec=".", group=",", iban="BE93 1437 9476 6167", bic="GEBABEBB", payment_ref=ogm(2741545776),
        customer_no="TECH001",
        extra={"job": "J-27-08812", "site": "Technibouw Distributie - Warehouse B, Industrieweg 14, 9000 Gent",
               "engineer": "K. Verlinden", "terms": "30 days from invoice date",
               "summary": "Annual inspection of the wet-pipe sprinkler installation. Four heads replaced after "
                          "corrosion found in zone C; two gauges replaced on the alarm valve sets."}),
    # 02 — Joblogic in Dutch, a Breda industrial-door service firm: services reverse charged (ICS, 611000)
    Invoice(
        "02-nl-deuren", "nl", "joblogic",
        Supplier("Deurtechniek Brabant B.V.", "Minervum 7318", "4817 ZN", "Breda", "NL", "NL255630955B01",
                 "076 578 40 20", "facturen@deurtechniek-brabant.nl", "KvK 20113847"),
        "VF 2027-0988", date(2027, 10, 8), date(2027, 11, 7), "4577 6307", "45776307", D(0),
        [Line("ARB-MON", "Arbeid monteur - storing overheaddeur dock 3 en 4, veren vervangen en deur "
                         "opnieuw afgesteld", D("4.25"), D("72.50"), unit="uur", discount=D(10)),
         Line("TV-95-2400", "Torsieveer 95 mm links/rechts, set van 2", D(2), D("184.00"), unit="set"),
         Line("KAB-5MM", "Staalkabel 5 mm met kabeltrommels", D(2), D("46.90"), unit="set"),
         Line("VRK-BE", "Voorrijkosten België", D(1), D("95.00"), unit="st")],
        "611000", "ICS", reverse_charge=True,
        statement="Btw verlegd - dienst verricht aan een ondernemer in een andere lidstaat (art. 44 en 196 "
                  "Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban="NL81 ABNA 0580 6715 60", bic="ABNANL2A", customer_no="C-04417",
        extra={"job": "OPD-118204", "site": "Technibouw Distributie, Industrieweg 14, Gent (dock 3-4)",
               "engineer": "R. Hermans", "terms": "30 dagen",
               "summary": "Storing: deur dock 3 sluit niet volledig. Beide torsieveren gebroken, vervangen "
                          "inclusief kabels; dock 4 gecontroleerd en bijgesteld."}),
    # 03 — BigChange, a Luxembourg telematics installer: trackers and monitoring, services reverse charged (ICS, 613000)
    Invoice(
        "03-en-telematics", "en", "bigchange",
        Supplier("Luxtrack Fleet Services S.à r.l.", "12, rue de l'Industrie", "L-8399", "Windhof", "LU",
                 "LU85936570", "+352 26 39 81 1", "billing@luxtrack.lu", "RCS Luxembourg B229418"),
        "INV-104522", date(2027, 10, 13), date(2027, 11, 12), "PO 4577-6314", "45776314", D(0),
        [Line("TRK-4G-PRO", "Vehicle tracking unit fitted to delivery van, incl. driver ID reader", D(9), D("145.00"),
              unit="unit", detail=("Ref TRK-4G-PRO",)),
         Line("MON-12M", "Fleet monitoring licence, 12 months per vehicle (Nov 2027 - Oct 2028)", D(9),
              D("216.00"), unit="licence", detail=("Ref MON-12M",)),
         Line("INST-HR", "Installation engineer on site", D("7.5"), D("58.00"), unit="hr", discount=D(5),
              detail=("Ref INST-HR",))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: supply of services, VAT to be accounted for by the recipient "
                  "(Art. 44 and 196 Council Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU48 8560 0786 8543 0013", bic="BILLLULL", customer_no="TECHNI-BE",
        extra={"job": "JOB-00388713", "resource": "Marc Weber", "date_style": "short_en",
               "terms": "30 days"}),
    # 04 — BigChange in German, a Lörrach heating wholesaler-installer: spare parts, intra-EU goods (ICG, 604000)
    Invoice(
        "04-de-heizung", "de", "bigchange",
        Supplier("Markgräfler Heiztechnik GmbH", "Brombacher Straße 54", "79539", "Lörrach", "DE", "DE849056056",
                 "07621 58 93 0", "rechnung@mg-heiztechnik.de", "Amtsgericht Freiburg HRB 714203"),
        "R-27-30517", date(2027, 10, 19), date(2027, 11, 18), "4577.6321", "45776321", D(0),
        [Line("WP-UWP-25", "Hocheffizienz-Umwälzpumpe DN 25, 1 1/2\", Baulänge 180 mm", D(6), D("312.00"),
              unit="Stk", detail=("Art.-Nr. WP-UWP-25",)),
         Line("MV-3W-20", "Dreiwege-Mischventil DN 20 mit Stellmotor 230 V", D(4), D("268.50"), unit="Stk",
              detail=("Art.-Nr. MV-3W-20",)),
         Line("AD-18-25", "Ausdehnungsgefäß 18 l, 2,5 bar Vordruck", D(5), D("64.90"), unit="Stk",
              detail=("Art.-Nr. AD-18-25",)),
         Line("ISO-28-13", "Rohrisolierung 28 x 13 mm, Rolle 2 m", D(140), D("3.85"), unit="m",
              detail=("Art.-Nr. ISO-28-13",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht und Verpackung", D("58.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        dec=".", group="'", iban="DE77 0984 0059 4394 8159 51", bic="SKLODE66", customer_no="K-20981",
        extra={"job": "AUF-27-04417", "resource": "Lager / Versand", "terms": "30 Tagen netto"}),
    # 05 — Powered Now, a Leuven electrician: emergency repair, Belgian VAT 21 % (V21, 611000), an invoice discount
    Invoice(
        "05-en-electrical", "en", "powerednow",
        Supplier("Dijle Elektro BV", "Tiensesteenweg 291", "3010", "Kessel-Lo", "BE", "BE0782.716.556",
                 "016 35 72 18", "info@dijle-elektro.be", "RPR Leuven"),
        "INV 1187", date(2027, 10, 22), date(2027, 11, 5), "PO#45776328", "45776328", D(21),
        [Line(None, "Fault finding on distribution board DB-2 (loading bay), tripping RCD isolated", D(3),
              D("62.00"), unit="hrs"),
         Line(None, "Replacement RCBO 16 A type A 30 mA", D(8), D("48.75"), unit="pcs"),
         Line(None, "LED high-bay luminaire 150 W, supplied and fitted incl. suspension chains", D(6),
              D("189.00"), unit="pcs"),
         Line(None, "Certificate of inspection (AREI/RGIE) for the altered circuits", D(1), D("120.00"), unit="")],
        "611000", "V21", adjustments=[("Discount 5 %", D(5))],
        dec=".", group=",", iban="BE87 1434 3837 1494", bic="GEBABEBB", payment_ref=ogm(1187457763),
        extra={"date_style": "long", "terms": "14 days"}),
    # 06 — Powered Now in Dutch, a Brugge HVAC installer: heat-pump works, Belgian cocontractant (VRC, 611000)
    Invoice(
        "06-nl-warmtepomp", "nl", "powerednow",
        Supplier("Klimaattechniek Brugge BV", "Blankenbergse Steenweg 88", "8000", "Brugge", "BE", "BE0885.430.846",
                 "050 67 12 90", "facturatie@kt-brugge.be", "RPR Gent, afd. Brugge"),
        "F2027-0342", date(2027, 10, 27), date(2027, 11, 26), "TB-4577 6335", "45776335", D(0),
        [Line(None, "Plaatsen lucht-water warmtepomp 16 kW voor kantoorgebouw, inclusief buitenunit op "
                    "betonsokkels en aansluiting op bestaande verdelers (art. WP-AW16)", D(1), D("9850.00"),
              unit="st"),
         Line(None, "Buffervat 300 l met isolatie, geplaatst en aangesloten (art. BV-300)", D(1), D("1240.00"),
              unit="st"),
         Line(None, "Koelleidingen en condensafvoer", D("18.5"), D("42.00"), unit="m"),
         Line(None, "Inregelen, opstarten en opleiding gebruikers", D(4), D("75.00"), unit="u")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlegging van heffing. Bij gebrek aan schriftelijke betwisting binnen een termijn van één "
                  "maand na ontvangst van de factuur wordt de klant geacht te erkennen dat hij een belastingplichtige "
                  "is gehouden tot de indiening van periodieke aangiften (art. 20 KB nr. 1).",
        iban="BE79 1436 9561 9033", bic="GEBABEBB", payment_ref=ogm(342457763),
        extra={"terms": "30 dagen"}),
    # 07 — Payaca, an Eindhoven heat-pump distributor: equipment for a project, intra-EU goods (ICG, 604000), delivery
    Invoice(
        "07-en-heatpumps", "en", "payaca",
        Supplier("Kempen Heat Solutions B.V.", "De Run 5421", "5504 DG", "Veldhoven", "NL", "NL323405812B01",
                 "+31 40 711 28 60", "finance@kempenheat.nl", "KvK 72044918"),
        "KHS-2027-0611", date(2027, 11, 3), date(2027, 12, 3), "45776342", "45776342", D(0),
        [Line("KH-MB-8", "Monobloc air-to-water heat pump 8 kW, R290", D(2), D("4380.00"), unit="unit"),
         Line("KH-CYL-200", "Unvented hot-water cylinder 200 l with 3 kW immersion", D(2), D("1165.00"),
              unit="unit", discount=D(8)),
         Line("KH-AVM-4", "Anti-vibration mounts, set of 4", D(2), D("39.50"), unit="set")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Delivery", D("145.00"))],
        statement="Intra-Community supply of goods, VAT reverse charged to the customer (Art. 138 Directive "
                  "2006/112/EC). Customer VAT number: BE0456.789.133.",
        dec=".", group=",", iban="NL20 ABNA 6398 0163 13", bic="ABNANL2A",
        extra={"project": "Technibouw Gent - office block heating", "date_style": "long", "terms": "30 days"}),
    # 08 — Payaca in French, a Lille plumbing supplier: boiler-room parts, intra-EU goods (ICG, 604000)
    Invoice(
        "08-fr-chaufferie", "fr", "payaca",
        Supplier("Sanitaire Chauffage Métropole SAS", "45 rue de la Croix Rouge", "59160", "Lomme", "FR",
                 "FR76660173550", "03 20 92 41 05", "compta@scmetropole.fr", "SIRET 660 173 550 00027 - RCS Lille"),
        "FA27-00894", date(2027, 11, 9), date(2027, 12, 9), "Cde 4577/6349", "45776349", D(0),
        [Line("SCM-VE-50", "Vase d'expansion chauffage 50 l", D(3), D("118.40"), unit="u"),
         Line("SCM-CT-22", "Tube cuivre écroui Ø 22 mm, barre de 5 m", D(36), D("27.35"), unit="barre"),
         Line("SCM-VA-1", "Vanne à sphère laiton 1\" à passage intégral, poignée papillon rouge", D(24),
              D("16.20"), unit="u"),
         Line("SCM-CAL", "Calorifugeage mousse Ø 22 mm, longueur 2 m", D(60), D("2.95"), unit="u"),
         Line("SCM-DS-120", "Désembouage : pot à boues magnétique 1 1/4\"", D(2), D("212.00"), unit="u")],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par le preneur (TVA BE0456.789.133).",
        group=" ", iban="FR37 5106 4386 3786 9965 3697 043", bic="CMCIFRPP",
        extra={"project": "Chaufferie entrepôt Gand", "terms": "30 jours date de facture"}),
    # 09 — ServiceTitan in French, a Namur HVAC service company: maintenance, Belgian VAT 21 % (V21, 611000)
    Invoice(
        "09-fr-climatisation", "fr", "servicetitan",
        Supplier("Clim'Services Meuse SRL", "Chaussée de Marche 602", "5101", "Erpent", "BE", "BE1208.925.054",
                 "081 40 28 63", "facturation@climservices-meuse.be", "RPM Liège, division Namur"),
        "100482", date(2027, 11, 16), date(2027, 12, 16), "BC 45776356", "45776356", D(21),
        [Line("ENT-CTA", "Entretien semestriel centrale de traitement d'air CTA-1 et CTA-2 : filtres, courroies, "
                         "contrôle des batteries", D(2), D("285.00"), unit="u", discount=D(10)),
         Line("FLT-F7-592", "Filtre à poches F7 592 x 592 x 600 mm", D(12), D("34.60"), unit="u"),
         Line("CRR-SPA-1180", "Courroie SPA 1180", D(4), D("18.90"), unit="u"),
         Line("MO-TECH", "Main-d'œuvre technicien supplémentaire", D("2.5"), D("64.00"), unit="h")],
        "611000", "V21",
        iban="BE90 9795 8273 0232", bic="ARSPBE22", payment_ref=ogm(1004824577),
        extra={"job": "58214", "tech": "Julien Lambert", "terms": "30 jours",
               "summary": "Entretien préventif des deux centrales de traitement d'air de l'entrepôt."}),
    # 10 — ServiceTitan in German, an Aachen testing firm: electrical safety tests, services reverse charged (ICS, 613000)
    Invoice(
        "10-de-pruefung", "de", "servicetitan",
        Supplier("Euregio Prüfdienst GmbH", "Trierer Straße 712", "52078", "Aachen", "DE", "DE366606131",
                 "0241 99 74 31 0", "buchhaltung@euregio-pruefdienst.de", "Amtsgericht Aachen HRB 24876"),
        "300915", date(2027, 11, 23), date(2027, 12, 23), "4577-6363", "45776363", D(0),
        [Line("DGUV-V3-OG", "Prüfung ortsveränderlicher elektrischer Betriebsmittel nach DGUV V3, inkl. "
                            "Prüfplakette und Protokoll", D(214), D("4.20"), unit="Stk"),
         Line("DGUV-V3-ST", "Prüfung ortsfester Anlagen, Unterverteilungen", D(6), D("96.00"), unit="Stk"),
         Line("THERMO", "Thermografie-Aufnahmen der Hauptverteilung mit Bericht", D(1), D("480.00"), unit="psch"),
         Line("ANF-KM", "Anfahrtspauschale Aachen - Gent", D(1), D("160.00"), unit="psch")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 "
                  "MwStSystRL. USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        iban="DE41 1692 2852 8978 0252 05", bic="AACSDE33", customer_no="TB-2291",
        extra={"job": "70214", "tech": "Stefan Moll", "terms": "30 Tagen", "date_style": "long",
               "summary": "Wiederholungsprüfung der elektrischen Betriebsmittel im Lager Gent."}),
    # 11 — Workiz in French, a Valenciennes locksmith: master-key system, services (ICS, 611000), no PO printed
    Invoice(
        "11-fr-serrurerie", "fr", "workiz",
        Supplier("Serrurerie du Hainaut SARL", "8 avenue de Denain", "59300", "Valenciennes", "FR",
                 "FR63465761328", "03 27 46 18 30", "contact@serrurerie-hainaut.fr",
                 "SIRET 465 761 328 00041 - RCS Valenciennes"),
        "W-2027-2214", date(2027, 11, 29), date(2027, 12, 29), None, "45776370", D(0),
        [Line(None, "Remplacement des cylindres européens 30/40 sur organigramme, portes bureaux et quais",
              D(18), D("74.00"), unit="u"),
         Line(None, "Clés supplémentaires organigramme, gravées et numérotées", D(40), D("12.50"), unit="u"),
         Line(None, "Main-d'œuvre serrurier", D("5.5"), D("58.00"), unit="h")],
        "611000", "ICS", reverse_charge=True, adjustments=[("Frais de déplacement", D("90.00"))],
        statement="Autoliquidation : prestation de services, TVA due par le preneur (art. 283-2 du CGI et "
                  "art. 196 de la directive 2006/112/CE). N° TVA du client : BE0456.789.133.",
        group="\u202f", iban="FR31 3611 3109 9088 6023 7732 032", bic="CCBPFRPPLIL",
        extra={"job": "1042", "tech": "Thomas D.", "terms": "À réception", "date_style": "long"}),
    # 12 — FieldEdge in Dutch, a Gent refrigeration firm: cold-store service, Belgian VAT 21 % (V21, 611000)
    Invoice(
        "12-nl-koeling", "nl", "fieldedge",
        Supplier("Koeltechniek Meetjesland BV", "Brugsesteenweg 45", "9900", "Eeklo", "BE", "BE1493.450.206",
                 "09 377 64 21", "administratie@koeltechniek-meetjesland.be", "RPR Gent, afd. Gent"),
        "2027-1296", date(2027, 12, 3), date(2028, 1, 2), "PO 4577.6377", "45776377", D(21),
        [Line("SVC-KC-STD", "Onderhoud koelcel 1 en 2 volgens onderhoudscontract, lekdichtheidscontrole F-gassen",
              D(2), D("245.00"), unit="st"),
         Line("REF-R449", "Koudemiddel R449A bijvullen", D("3.6"), D("96.50"), unit="kg"),
         Line("VNT-EC-350", "EC-ventilatormotor verdamper 350 mm", D(1), D("412.00"), unit="st"),
         Line("ARB-KT", "Arbeid koeltechnicus", D("3.75"), D("71.00"), unit="u"),
         Line("VRK", "Verplaatsing", D(1), D("45.00"), unit="st")],
        "611000", "V21",
        iban="BE66 1438 7811 5843", bic="GEBABEBB", payment_ref=ogm(1296457763), customer_no="K00318",
        extra={"job": "WO-27-3318", "tech": "Pieter De Smet", "terms": "30 dagen na factuurdatum"}),
]
