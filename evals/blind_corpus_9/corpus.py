"""The twelve invoices of the ninth blind corpus (issue 38, item 9), written before the reader was next judged, by
a helper that had not read the reader. Twelve suppliers neither the project nor the eight earlier blind corpora
print (BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of mainstream invoicing software other than the earlier corpora's: Yuki, Syntess (a Dutch installer's
ERP), Lexware, EBP, Wave, Stripe and weclapp. PO numbers are the ERP's 4577xxxx; each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20270609)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Yuki, a Flemish ironmongery wholesaler, Belgian VAT 21 % (V21), `CODE - text`, an invoice discount
    Invoice(
        "01-nl-bouwbeslag", "nl", "yuki",
        Supplier("Beslag & Bevestiging Claeys BV", "Ambachtenlaan 22", "8800", "Roeselare", "BE", "BE1817.835.032",
                 "051 26 48 90", "boekhouding@claeys-beslag.be", "RPR Gent, afdeling Kortrijk"),
        "270412", date(2027, 6, 1), date(2027, 7, 1), "PO 4577-0207", "45770207", D(21),
        [Line("CL-SCH-4540", "Spaanplaatschroef 4,5 x 40 mm, torx 20, verzinkt, doos 500 st", D(60), D("12.40")),
         Line("CL-PLUG-8", "Nylon plug 8 mm, universeel, doos 100 st", D(120), D("3.85")),
         Line("CL-SCHAR-89", "Paumelle 89 x 89 mm, roestvrij staal, met kogellager, voor zware binnendeuren tot "
              "80 kg, per paar", D(45), D("9.60")),
         Line("CL-DKD-300", "Deurdranger met glijarm, EN 3-6, zilver", D(12), D("74.50")),
         Line(None, "Op maat zagen van aluminium profielen (forfait)", D(1), D("85.00"))],
        "604000", "V21", adjustments=[("Korting 2 %", D(2))],
        iban="BE52 1439 2589 4609", bic="GEBABEBB", payment_ref=ogm(2704120207), customer_no="10388"),
    # 02 — Yuki in French, a Liège coffee roaster: canteen food at the reduced Belgian rate (V06), delivery charge
    Invoice(
        "02-fr-cafe", "fr", "yuki",
        Supplier("Brûlerie Lambotte SRL", "Rue Saint-Gilles 148", "4000", "Liège", "BE", "BE1181.102.781",
                 "04 223 57 16", "facturation@brulerie-lambotte.be", "RPM Liège"),
        "2027/1187", date(2027, 6, 2), date(2027, 7, 2), "Bon de commande 4577 0214", "45770214", D(6),
        [Line("CAF-GR-1K", "Café en grains Moka Sidamo, torréfaction artisanale, paquet de 1 kg", D(24), D("21.80")),
         Line("CAF-DECA-500", "Café décaféiné moulu, 500 g", D(12), D("9.40")),
         Line("THE-ASS-100", "Thé assortiment en sachets individuels, boîte de 100", D(10), D("14.20")),
         Line("SUC-BUCH", "Sucre en bûchettes 4 g, carton de 1000", D(6), D("17.90")),
         Line("BISC-SPEC", "Biscuits spéculoos emballés individuellement, carton de 300 pièces", D(8), D("23.50"),
              discount=D(10)),
         Line(None, "Eau minérale plate 50 cl, pack de 24 bouteilles", D(20), D("7.20"))],
        "604000", "V06", adjustments=[("Frais de livraison", D("18.00"))],
        iban="BE38 0685 9381 9172", bic="GKCCBEBB", payment_ref=ogm(2711870214), customer_no="C1452"),
    # 03 — Syntess, a Dutch HVAC installer: maintenance at the buyer's Gent warehouse, reverse charged (ICS)
    Invoice(
        "03-nl-klimaat", "nl", "syntess",
        Supplier("Van Gorp Installatietechniek B.V.", "Ringbaan-Oost 214", "5013 CE", "Tilburg", "NL",
                 "NL328544000B01", "013 543 12 70", "facturatie@vangorp-installatie.nl", "KvK 64120893"),
        "27100318", date(2027, 6, 3), date(2027, 7, 3), "4577.0221", "45770221", D(0),
        [Line(None, "Arbeid servicemonteur: halfjaarlijks onderhoud luchtbehandelingskasten LBK 1 t/m 4, "
              "magazijn Gent, inclusief filterwissel en controle V-snaren", D(14), D("62.50"), unit="uur"),
         Line("F7-592592", "Zakkenfilter F7 592x592x600 mm, 8 zakken", D(16), D("38.90"), unit="st"),
         Line("G4-592287", "Voorfilter G4 592x287x48 mm", D(16), D("11.25"), unit="st"),
         Line("VS-SPA1250", "V-snaar SPA 1250", D(8), D("9.80"), unit="st"),
         Line(None, "Reiskosten Tilburg - Gent v.v.", D(2), D("95.00"), unit="rit")],
        "611000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133.",
        iban="NL14 SNSB 4462 9611 76", bic="SNSBNL2A", customer_no="203117",
        extra={"project": "P27-0412 Technibouw Gent", "werkbon": "WB-27-1877, WB-27-1881"}),
    # 04 — Syntess at a Flemish electrician: lighting works on the buyer's offices, Belgian reverse charge (VRC)
    Invoice(
        "04-nl-verlichting", "nl", "syntess",
        Supplier("Elektro Dewulf BV", "Gistelsesteenweg 391", "8200", "Brugge", "BE", "BE0814.567.594",
                 "050 38 71 24", "administratie@elektro-dewulf.be", "RPR Gent, afdeling Brugge"),
        "VF27-00096", date(2027, 6, 4), date(2027, 7, 4), "Bestelbon nr. 45770228", "45770228", D(0),
        [Line("XVB-3G25", "Kabel XVB-F2 3G2,5 mm²", D(250), D("1.38"), unit="m"),
         Line("LED-6060-36", "LED-paneel 60x60 cm, 36 W, 4000 K, UGR<19", D(24), D("46.90"), unit="st",
              discount=D(12)),
         Line("NOOD-LED3", "Noodverlichtingsarmatuur LED, 3 uur autonomie, met pictogram", D(6), D("88.00"),
              unit="st"),
         Line(None, "Arbeid elektricien: vervangen verlichting kantoren eerste verdieping, inclusief demontage en "
              "afvoer van de oude armaturen", D(22), D("54.00"), unit="uur"),
         Line(None, "Keuring installatie door erkend organisme (AREI)", D(1), D("240.00"), unit="forf.")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw verlegd - medecontractant. Bij gebrek aan schriftelijke betwisting binnen een termijn van "
                  "één maand na de ontvangst van de factuur, wordt de klant geacht te erkennen dat hij een "
                  "belastingplichtige is gehouden tot de indiening van periodieke aangiften. Indien die voorwaarde "
                  "niet vervuld is, is de klant ten aanzien van die voorwaarde aansprakelijk voor de betaling van de "
                  "verschuldigde belasting, intresten en geldboeten.",
        iban="BE22 1435 3851 9247", bic="GEBABEBB", payment_ref=ogm(2700960228), customer_no="4471",
        extra={"project": "2027-031 Kantoren Gent", "werkbon": "W2706-114"}),
    # 05 — Lexware, a Swabian fastener dealer, intra-EU goods (ICG), line discounts, shipping before the net
    Invoice(
        "05-de-befestigung", "de", "lexware",
        Supplier("Schraubenhandel Kessler GmbH", "Im Gewerbepark 12", "74523", "Schwäbisch Hall", "DE",
                 "DE554579463", "0791 946 31 0", "buchhaltung@kessler-schrauben.de",
                 "Amtsgericht Stuttgart HRB 734219"),
        "RE-1042", date(2027, 6, 7), date(2027, 7, 7), "4577/0235", "45770235", D(0),
        [Line("SK-933-1040", "Sechskantschraube DIN 933 M10 x 40, Festigkeit 8.8, galvanisch verzinkt, "
              "VE 100 Stk.", D(25), D("14.20"), unit="VE", discount=D(15)),
         Line("SK-934-10", "Sechskantmutter DIN 934 M10, verzinkt, VE 100 Stk.", D(25), D("4.60"), unit="VE",
              discount=D(15)),
         Line("SK-125-105", "Unterlegscheibe DIN 125 A 10,5, verzinkt, VE 100 Stk.", D(25), D("2.10"), unit="VE"),
         Line("SK-ANK-M12", "Schwerlastanker M12 x 110, galvanisch verzinkt", D(1200), D("2.95"), unit="Stk."),
         Line("SK-976-M12", "Gewindestange DIN 976 M12 x 1000 mm, 4.8", D(60), D("3.45"), unit="Stk.")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("39.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. Die "
                  "Steuerschuld geht auf den Leistungsempfänger über. USt-IdNr. des Kunden: BE0456.789.133.",
        iban="DE40 1201 2725 3957 4796 71", bic="GENODES1SHA", customer_no="10217",
        extra={"contact": "Frau Weller"}),
    # 06 — Lexware, a Düsseldorf conference venue: room hire and catering for a dealer meeting, 19 % (ICS)
    Invoice(
        "06-de-tagung", "de", "lexware",
        Supplier("Tagungshaus am Medienhafen GmbH", "Speditionstraße 17", "40221", "Düsseldorf", "DE",
                 "DE740520328", "0211 390 48 20", "rechnung@tagungshaus-medienhafen.de",
                 "Amtsgericht Düsseldorf HRB 91356"),
        "2027-06-0031", date(2027, 6, 8), date(2027, 6, 22), "PO-45770242", "45770242", D(19),
        [Line(None, "Raummiete Tagungsraum Hafenblick (120 Personen, Reihenbestuhlung) für Ihr Händlertreffen am "
              "24.06.2027, inkl. Grundreinigung", D(1), D("1450.00"), unit="Tag"),
         Line(None, "Tagungstechnik: Beamer, Leinwand, 2 Funkmikrofone", D(1), D("320.00"), unit="pausch."),
         Line(None, "Tagungspauschale Verpflegung (zwei Kaffeepausen, Mittagsbuffet, Getränke)", D(85),
              D("58.00"), unit="Pers.")],
        "614000", "ICS",
        statement="Leistungsort Düsseldorf (§ 3a Abs. 3 Nr. 1 und Nr. 3 b UStG): deutsche Umsatzsteuer.",
        iban="DE44 3182 3843 6298 8709 18", bic="DUSSDEDDXXX", customer_no="30941",
        extra={"contact": "Herr Albers"}),
    # 07 — EBP, a French industrial paint maker, intra-EU goods (ICG), line discounts, carriage before the net
    Invoice(
        "07-fr-peinture", "fr", "ebp",
        Supplier("Peintures Industrielles Lefebvre SAS", "ZA du Moulin, 3 allée des Artisans", "62300", "Lens", "FR",
                 "FR66540543576", "03 21 78 44 10", "comptabilite@pil-lefebvre.fr", "SIRET 540 543 576 00024"),
        "FA00001456", date(2027, 6, 8), date(2027, 7, 8), "Cde client n° 4577-0249", "45770249", D(0),
        [Line("PIL-EP7035", "Peinture époxy bi-composant pour sols, RAL 7035 gris clair, kit 10 kg", D(18),
              D("112.00"), discount=D(8)),
         Line("PIL-PRIM15", "Primaire d'accrochage époxy pour béton, bidon 15 kg", D(6), D("96.50"), discount=D(8)),
         Line("PIL-DIL5", "Diluant époxy, bidon 5 l", D(6), D("31.20")),
         Line("PIL-RUB50", "Ruban de marquage au sol PVC 50 mm x 33 m, jaune/noir", D(40), D("12.90")),
         Line("PIL-ROU180", "Rouleau polyamide 180 mm, poils 12 mm, spécial résines époxy et polyuréthane, avec "
              "monture", D(24), D("8.75"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("72.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI (livraison intracommunautaire). Autoliquidation : "
                  "TVA due par le preneur, art. 138 de la directive 2006/112/CE.",
        group=" ", iban="FR96 0540 4157 0448 4220 7781 210", bic="CRLYFRPPXXX", customer_no="411TECHNI"),
    # 08 — EBP Belgium, a Hainaut safety-equipment dealer, Belgian VAT 21 % (V21), an invoice discount
    Invoice(
        "08-fr-protection", "fr", "ebp",
        Supplier("Sécurité Pro Hainaut SRL", "Rue de l'Industrie 66", "7500", "Tournai", "BE", "BE0813.399.933",
                 "069 84 21 57", "compta@securitepro-hainaut.be", "RPM Hainaut, division Tournai"),
        "F-2027-0211", date(2027, 6, 9), date(2027, 7, 9), "BC 4577 0256", "45770256", D(21),
        [Line("SPH-GANT9", "Gants de protection enduit nitrile, taille 9, EN 388", D(240), D("2.35")),
         Line("SPH-CASQW", "Casque de chantier ABS blanc, avec jugulaire", D(30), D("11.90")),
         Line("SPH-LUNCL", "Lunettes de sécurité incolores, anti-buée", D(60), D("4.80")),
         Line("SPH-GILXL", "Gilet haute visibilité classe 2, jaune, taille XL, avec poche porte-badge", D(50),
              D("5.60")),
         Line("SPH-S3SRC", "Chaussures de sécurité S3 SRC, pointures selon liste jointe", D(18), D("64.00"),
              discount=D(5)),
         Line("SPH-BOUCH", "Bouchons d'oreille jetables, boîte de 200 paires", D(10), D("26.40"))],
        "601000", "V21", adjustments=[("Remise 3 %", D(3))],
        iban="BE89 0686 0326 8285", bic="GKCCBEBB", payment_ref=ogm(2702110256), customer_no="411TEC01"),
    # 09 — Wave, a Lille training centre invoicing in English: admission to a training in Lille, French VAT 20 % (ICS)
    Invoice(
        "09-en-training", "en", "wave",
        Supplier("Nord Logistique Formation SARL", "41 boulevard Carnot", "59800", "Lille", "FR", "FR04696931773",
                 "+33 3 20 55 17 84", "billing@nl-formation.fr", "SIRET 696 931 773 00018"),
        "1087", date(2027, 6, 10), date(2027, 6, 25), "45770263", "45770263", D(20),
        [Line(None, "Forklift safety training, 2 days", D(6), D("420.00"),
              detail=("Lille training centre, 21-22 June 2027, per participant, certificate included",)),
         Line(None, "Reach truck module, half day", D(4), D("165.00"),
              detail=("Practical session on the indoor course, 23 June 2027",)),
         Line(None, "Course handbook and written assessment", D(6), D("35.00"))],
        "613000", "ICS",
        statement="Admission to a training event held in Lille, France (Article 53, Directive 2006/112/EC): French "
                  "VAT 20 % charged.",
        dec=".", group=",", iban="FR61 3562 9782 1219 9911 0124 967", bic="CCBPFRPPLIL"),
    # 10 — Stripe, a Dutch warehouse-software start-up, services reverse charged (ICS), PO as a custom field
    Invoice(
        "10-en-software", "en", "stripe",
        Supplier("Palletrack B.V.", "Stationsplein 45", "3511 ED", "Utrecht", "NL", "NL788014596B03",
                 "+31 30 711 42 08", "billing@palletrack.nl", "KvK 87310452"),
        "7C1E94B2-0008", date(2027, 6, 11), date(2027, 7, 11), "PO 4577-0270", "45770270", D(0),
        [Line(None, "Palletrack Warehouse Pro, annual plan", D(1), D("3600.00"),
              detail=("Jul 1, 2027 – Jun 30, 2028",)),
         Line(None, "Additional warehouse users", D(12), D("96.00"), detail=("Jul 1, 2027 – Jun 30, 2028",)),
         Line(None, "Barcode scanner integration, one-time setup", D(1), D("750.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: the customer accounts for VAT (Article 196, Council Directive 2006/112/EC).",
        dec=".", group=",", iban="NL11 TRIO 2594 5715 54", bic="TRIONL2U"),
    # 11 — weclapp in English, a Luxembourg pallet dealer, intra-EU goods (ICG), eight lines, freight, no PO printed
    Invoice(
        "11-en-pallets", "en", "weclapp",
        Supplier("Benelux Pallet & Packaging S.à r.l.", "12, rue de l'Industrie", "L-3895", "Foetz", "LU",
                 "LU72765984", "+352 26 55 31 20", "invoices@bpp.lu", "RCS Luxembourg B214377"),
        "INV-27-00482", date(2027, 6, 14), date(2027, 7, 14), None, "45770277", D(0),
        [Line("EPAL-NEW", "EUR pallet 1200 x 800 mm, new, EPAL certified", D(200), D("14.80")),
         Line("EPAL-A", "EUR pallet 1200 x 800 mm, used, grade A", D(300), D("9.20")),
         Line("IND-1210-HT", "Industrial pallet 1200 x 1000 mm, heat treated according to ISPM 15, "
              "four-way entry", D(80), D("17.50")),
         Line("COL-1208", "Pallet collar 1200 x 800 x 200 mm, folding, 4 hinges", D(120), D("8.40")),
         Line("TOP-1208", "Top cover 1200 x 800 mm, chipboard", D(60), D("4.95")),
         Line("SLIP-1208", "Slip sheet kraft 1200 x 800 mm, 900 g/m²", D(500), D("0.62")),
         Line("STR-PP12", "PP strapping 12 x 0.55 mm, coil of 2,500 m", D(8), D("32.00")),
         Line("SEAL-13", "Strapping seals 13 mm, box of 2,000", D(4), D("27.50"))],
        "601000", "ICG", reverse_charge=True, adjustments=[("Freight", D("180.00"))],
        statement="VAT exempt intra-Community supply (Article 138, Directive 2006/112/EC; Article 43 LTVA). "
                  "Reverse charge: VAT due by the customer, BE0456.789.133.",
        dec=".", group=",", iban="LU21 1969 4675 7149 7604", bic="BCEELULL", customer_no="CUST-1207",
        extra={"delivery": "DN-27-01933", "clerk": "L. Hoffmann"}),
    # 12 — weclapp in German, a Lower Rhine forklift service: inspection and repair in Gent, reverse charged (ICS)
    Invoice(
        "12-de-stapler", "de", "weclapp",
        Supplier("Flurförderzeuge Service Niederrhein GmbH", "Am Waldrand 8", "47533", "Kleve", "DE", "DE473562729",
                 "02821 713 66 0", "rechnungen@ffs-niederrhein.de", "Amtsgericht Kleve HRB 16209"),
        "R-27-0519", date(2027, 6, 15), date(2027, 7, 15), "4577-0284", "45770284", D(0),
        [Line(None, "UVV-Prüfung Gabelstapler nach DGUV Vorschrift 68, inkl. Prüfprotokoll und Prüfplakette",
              D(7), D("118.00"), unit="Stk."),
         Line("HY-DS-45", "Dichtungssatz Hubzylinder 45 mm", D(2), D("86.40"), unit="Stk."),
         Line("FI-HY-10", "Hydraulikfilter Rücklauf 10 µm", D(5), D("34.90"), unit="Stk.", discount=D(10)),
         Line(None, "Arbeitszeit Servicetechniker", D("12.5"), D("79.00"), unit="Std."),
         Line(None, "Anfahrt Kleve – Gent und zurück, pauschal", D(2), D("145.00"), unit="pausch.")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "Leistungsort Belgien (§ 3a Abs. 2 UStG). USt-IdNr. des Kunden: BE0456.789.133.",
        iban="DE15 0358 5545 1733 5401 76", bic="GENODED1KLE", customer_no="K-40318",
        extra={"delivery": "SA-27-2210", "clerk": "M. Janssen"}),
]
