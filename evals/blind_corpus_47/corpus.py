"""The twelve invoices of the forty-seventh blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers from Spain and Portugal or their
Belgian and Luxembourg branches, printing for a Belgian buyer in nl, fr, de and en (two bilingual: es/en, pt/fr),
each drawn by a writer (draw.py) that imitates the ordinary layout of one family of Iberian invoicing software:
a3ERP, ContaPlus, Billage, Sage Murano, TOConline, Keyinvoice and Winmax. PO numbers are the ERP's 4577xxxx (from
45774000 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers and
IBANs carry valid check digits (ids.py: identifiers.py's generators for BE and LU, python-stdnum's check digits
for ES and PT, seed 20271237). Belgian rates (21 %, 12 %, 6 %) come from Belgian branches only: the policy books
domestic rates for Belgian suppliers alone."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — a3ERP, bilingual es/en, a Vila-real tile maker: intra-EU goods (ICG), m² with decimals, freight
    Invoice(
        "01-en-azulejos", "en", "a3erp",
        Supplier("Cerámica Azahar Exportación S.L.", "Camí Fondo, 42", "12540", "Vila-real (Castellón)", "ES",
                 "ESB89645717", "+34 964 52 81 30", "export@ceramicaazahar.es",
                 "Reg. Merc. Castellón, Tomo 1874, Folio 112, Hoja CS-40218"),
        "E/28/000147", date(2028, 1, 10), date(2028, 2, 9), "45774000", "45774000", D(0),
        [Line("AZ-GRS6060-GR", "Gres porcelánico 60x60 rect. gris mate R10 / Porcelain tile 60x60 rectified grey "
                               "matt R10 (1,44 m²/caja - box)", D("311.04"), D("14.80"), unit="m²"),
         Line("AZ-PAR3060-BL", "Revestimiento pasta blanca 30x60 blanco brillo / White body wall tile 30x60 white "
                               "gloss", D("190.08"), D("11.25"), unit="m²"),
         Line("AZ-ROD860-GR", "Rodapié 8x60 gris mate / Skirting 8x60 grey matt", D(240), D("2.35"), unit="ud"),
         Line("AZ-CC-C2TE25", "Cemento cola C2TE S1 gris 25 kg / Tile adhesive C2TE S1 grey 25 kg", D(80), D("9.60"),
              unit="saco")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Portes / Freight", D("185.00"))],
        statement="Entrega intracomunitaria exenta de IVA, art. 25 Ley 37/1992 / Intra-Community supply exempt from "
                  "VAT, art. 138 Directive 2006/112/EC - reverse charge: VAT due by the customer BE0456.789.133.",
        iban="ES39 0182 9501 8025 0226 5720", bic="BBVAESMM", customer_no="430.00218",
        extra={"terms": "Transferencia 30 días / Bank transfer 30 days", "agent": "03 - Export Benelux"}),
    # 02 — a3ERP in Dutch, the Mechelen branch of a Spanish tap maker: Belgian VAT 21 % (V21), line discounts
    Invoice(
        "02-nl-kranen", "nl", "a3erp",
        Supplier("Grifería Ibérica Benelux BV", "Zandvoortstraat 21", "2800", "Mechelen", "BE", "BE0330.611.335",
                 "015 28 44 60", "facturen@griferia-iberica.be", "RPR Antwerpen, afd. Mechelen"),
        "2028/000219", date(2028, 1, 12), date(2028, 2, 11), "4577-4007", "45774007", D(21),
        [Line("GI-MT-4410", "Eénhendel wastafelmengkraan chroom, met clickwaste", D(24), D("68.50"), unit="st",
              discount=D(12)),
         Line("GI-DT-2205", "Thermostatische douchekraan 1/2\", chroom, met antiverbrandingsbeveiliging 38 °C", D(12),
              D("142.00"), unit="st", discount=D(12)),
         Line("GI-KR-0890", "Keukenmengkraan met uittrekbare handdouche, inox-look", D(10), D("119.00"), unit="st"),
         Line("GI-FL-0015", "Flexibele aansluitslang M10 x 3/8\" 500 mm, per paar", D(40), D("6.40"), unit="pr")],
        "604000", "V21",
        iban="BE28 3631 4207 3920", bic="BBRUBEBB", payment_ref=ogm(2800021907), customer_no="430.01187",
        extra={"terms": "Overschrijving 30 dagen", "agent": "12 - Vlaanderen"}),
    # 03 — ContaPlus in French, a Zaragoza lubricants maker: intra-EU goods (ICG), a line discount, freight
    Invoice(
        "03-fr-lubrifiants", "fr", "contaplus",
        Supplier("Lubricantes del Ebro S.L.", "Polígono Malpica, calle E, nave 14", "50016", "Zaragoza", "ES",
                 "ESB18326777", "+34 976 57 30 12", "administracion@lubricantesebro.es",
                 "R.M. Zaragoza, Tomo 4122, Folio 87, Hoja Z-58817"),
        "A-000312", date(2028, 1, 17), date(2028, 2, 16), "CMD 45774014", "45774014", D(0),
        [Line("LE-HID46-208", "Huile hydraulique HLP 46, fût de 208 L", D(6), D("612.00"), unit="fût"),
         Line("LE-GRAS-EP2", "Graisse lithium EP2 multi-usage, seau de 18 kg", D(20), D("58.40"), unit="seau",
              discount=D(5)),
         Line("LE-15W40-20", "Huile moteur 15W-40 pour engins de chantier, bidon de 20 L", D(36), D("71.90"),
              unit="bid."),
         Line("LE-DEGR-5", "Dégraissant industriel biodégradable, bidon de 5 L, pour le nettoyage des pièces "
                           "mécaniques et des sols d'atelier", D(48), D("17.25"), unit="bid.")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("140.00"))],
        statement="Livraison intracommunautaire exonérée (art. 25 Loi 37/1992 sur la TVA ; art. 138 directive "
                  "2006/112/CE). Autoliquidation par le preneur, TVA BE0456.789.133.",
        iban="ES20 0081 8055 9316 8900 5583", bic="BSABESBB", customer_no="4300147",
        extra={"terms": "Virement à 30 jours"}),
    # 04 — ContaPlus in English, a Bilbao engineering office: services reverse charged (ICS, 613000), hours
    Invoice(
        "04-en-ingenieria", "en", "contaplus",
        Supplier("Ingeniería Nervión Consultores S.L.", "Alameda de Urquijo, 28 - 3º", "48010", "Bilbao", "ES",
                 "ESB93982809", "+34 944 15 62 08", "facturacion@nervion-ingenieria.es",
                 "R.M. Bizkaia, Tomo 5683, Folio 41, Hoja BI-68120"),
        "F28-0058", date(2028, 1, 19), date(2028, 2, 18), "PO 4577 4021", "45774021", D(0),
        [Line(None, "Structural assessment of the mezzanine floor in warehouse B, including site inspection in Gent "
                    "and load calculations according to Eurocode 3", D("37.5"), D("85.00"), unit="h"),
         Line(None, "Reinforcement drawings and technical report (Spanish and English versions)", D(22),
              D("72.00"), unit="h"),
         Line(None, "Travel expenses Bilbao - Gent, flights and two nights' accommodation for two engineers", D(1),
              D("1160.00"), unit="ud")],
        "613000", "ICS", reverse_charge=True,
        statement="Operation not subject to Spanish VAT (art. 69 Ley 37/1992). Reverse charge: VAT to be accounted "
                  "for by the recipient, art. 196 Directive 2006/112/EC (VAT no. BE0456.789.133).",
        iban="ES08 2080 4210 9173 5632 6660", bic="CAGLESMM", customer_no="4300093",
        extra={"terms": "Bank transfer 30 days"}),
    # 05 — Billage in Dutch, the Antwerp branch of a Spanish security firm: Belgian VAT 21 % (V21, 613000), discount
    Invoice(
        "05-nl-pentest", "nl", "billage",
        Supplier("Ciberseguridad Mediterránea Benelux BV", "Borsbeekbrug 28", "2600", "Antwerpen", "BE",
                 "BE1673.327.105", "03 285 61 40", "finance@cibermed.be", "RPR Antwerpen"),
        "F-2028-0042", date(2028, 1, 24), date(2028, 2, 8), "PO45774028", "45774028", D(21),
        [Line(None, "Penetratietest webshop en klantenportaal (extern), inclusief rapport met aanbevelingen en "
                    "hertest na herstel", D(1), D("4200.00"), unit="forfait"),
         Line(None, "Security awareness training voor magazijnpersoneel, sessie van een halve dag", D(2),
              D("650.00"), unit="sessie"),
         Line(None, "Managed firewall - beheer en monitoring, januari tot maart 2028", D(3), D("385.00"),
              unit="maand")],
        "613000", "V21", adjustments=[("Korting 5 %", D(5))],
        iban="BE67 1435 0491 2787", bic="GEBABEBB", payment_ref=ogm(2800420028),
        extra={"terms": "15 dagen"}),
    # 06 — Sage Murano in German, the Luxembourg branch of a Spanish mortar maker: intra-EU goods (ICG), 1.200 bags
    Invoice(
        "06-de-fliesenkleber", "de", "murano",
        Supplier("Morteros Ibéricos Luxembourg S.à r.l.", "23, rue de l'Industrie", "L-3895", "Foetz", "LU",
                 "LU20155559", "+352 26 55 48 1", "rechnungen@morteros-iberico.lu", "RCS Luxembourg B231586"),
        "2028/LU/000318", date(2028, 1, 26), date(2028, 2, 25), "45774035", "45774035", D(0),
        [Line("MI-FK-C2TE25", "Flexkleber C2TE S1 grau, Sack 25 kg", D(1200), D("8.95"), unit="Sack"),
         Line("MI-FM-CG2W5", "Fugenmörtel CG2WA grau, Sack 5 kg", D(300), D("6.20"), unit="Sack"),
         Line("MI-DS-2K20", "Dichtschlämme flexibel, zweikomponentig, Gebinde 20 kg, für Innen- und Außenbereich "
                            "unter Fliesen", D(60), D("64.00"), unit="Geb."),
         Line("MI-TG-10", "Tiefgrund lösemittelfrei, Kanister 10 l", D(48), D("22.80"), unit="Kan.")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht", D("210.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 LTVA, Art. 138 MwStSystRL). Steuerschuldner "
                  "ist der Leistungsempfänger, USt-IdNr. BE0456.789.133.",
        iban="LU56 4413 4763 9128 8245", bic="BILLLULL", customer_no="430000512",
        extra={"terms": "Überweisung 30 Tage", "series": "LU"}),
    # 07 — Sage Murano in French, the Liège branch of a Spanish insulation maker: 21 % (V21), no PO printed
    Invoice(
        "07-fr-isolation", "fr", "murano",
        Supplier("Aislamientos del Norte Belgique SRL", "Rue de l'Expansion 14", "4460", "Grâce-Hollogne", "BE",
                 "BE1959.625.870", "04 247 85 30", "comptabilite@aislanorte.be", "RPM Liège"),
        "FB-2028-00127", date(2028, 1, 31), date(2028, 3, 1), None, "45774042", D(21),
        [Line("AN-LM-100", "Panneau laine minérale 100 mm, lambda 0,035, 1200 x 600 mm (paquet de 4,32 m²)",
              D(120), D("28.60"), unit="paq", discount=D(10)),
         Line("AN-XPS-50", "Panneau XPS 50 mm rainé bouveté, 1250 x 600 mm", D(200), D("9.85"), unit="pc"),
         Line("AN-PV-SD100", "Pare-vapeur Sd 100 m, rouleau 1,5 x 50 m", D(12), D("96.00"), unit="rl"),
         Line("AN-BA-60", "Bande adhésive d'étanchéité à l'air 60 mm x 25 m", D(48), D("11.40"), unit="rl"),
         Line("AN-CH-8140", "Chevilles pour isolant 8 x 140 mm, boîte de 250", D(10), D("34.50"), unit="bte")],
        "604000", "V21",
        iban="BE46 3106 4359 9736", bic="BBRUBEBB", payment_ref=ogm(2800127042), customer_no="430000884",
        extra={"terms": "Virement 30 jours", "series": "FB"}),
    # 08 — TOConline in English, a cork factory near Santa Maria da Feira: intra-EU goods (ICG), ATCUD, M16
    Invoice(
        "08-en-cork", "en", "toconline",
        Supplier("Cortiça & Isolamentos do Norte, Lda.", "Rua da Indústria, 480", "4535-302", "Mozelos VFR", "PT",
                 "PT559681569", "+351 227 471 230", "export@cortica-norte.pt",
                 "C.R.C. Santa Maria da Feira · Share capital 250 000,00 €"),
        "FT 2028/38", date(2028, 2, 2), date(2028, 3, 3), "PO-45774049", "45774049", D(0),
        [Line("ICB-40", "Expanded cork insulation board ICB 40 mm, 1000 x 500 mm", D(300), D("6.90"), unit="UN"),
         Line("ICB-80", "Expanded cork insulation board ICB 80 mm, 1000 x 500 mm", D(150), D("13.40"), unit="UN"),
         Line("CRK-RL-3", "Cork underlay roll 3 mm, 1 x 10 m", D(40), D("24.50"), unit="ROL"),
         Line("CRK-GR-24", "Granulated cork 2-4 mm, 100 l bag", D(25), D("19.80"), unit="SAC")],
        "604000", "ICG", reverse_charge=True,
        statement="M16 - Exempt under article 14 of RITI (intra-Community supply of goods; art. 138 Directive "
                  "2006/112/EC). The customer accounts for the VAT (BE0456.789.133).",
        group=" ", iban="PT50 0007 9686 1990 0533 6725 7", bic="BESCPTPL", customer_no="C0214",
        extra={"terms": "30 days", "atcud": "JJ6F2B8K-38", "hash": "Rk3x", "cert": "2812"}),
    # 09 — TOConline, bilingual pt/fr, a Lisbon logistics consultancy: services reverse charged (ICS), M40
    Invoice(
        "09-fr-logistique", "fr", "toconline",
        Supplier("Tejo Logística Digital, Lda.", "Avenida D. João II, 44C, 5.º", "1990-095", "Lisboa", "PT",
                 "PT555342247", "+351 218 940 715", "faturacao@tejologistica.pt",
                 "C.R.C. Lisboa · Capital social 50 000,00 €"),
        "FT 28/57", date(2028, 2, 7), date(2028, 3, 8), "BC 45774056", "45774056", D(0),
        [Line(None, "Consultoria em otimização de armazém / Conseil en optimisation d'entrepôt (analyse des flux, "
                    "plan d'implantation)", D(6), D("920.00"), unit="dia"),
         Line(None, "Licença anual do software de planeamento de rotas / Licence annuelle du logiciel de "
                    "planification des tournées, du 01/02/2028 au 31/01/2029", D(1), D("3600.00"), unit="UN"),
         Line(None, "Formação à distância / Formation à distance des planificateurs", D(8), D("95.00"), unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="M40 - IVA - autoliquidação (artigo 6.º, n.º 6, alínea a) do CIVA) / Autoliquidation : TVA due "
                  "par le preneur (art. 196 directive 2006/112/CE), TVA BE0456.789.133.",
        group=" ", iban="PT50 0007 0390 4370 4827 2265 4", bic="BESCPTPL", customer_no="C0057",
        extra={"terms": "30 dias / 30 jours", "atcud": "JFQ7MZ2D-57", "hash": "uT0p", "cert": "2812"}),
    # 10 — Keyinvoice in Dutch, the Genk branch of a Portuguese tyre maker: agricultural tyres at 12 % (V12)
    Invoice(
        "10-nl-landbouwbanden", "nl", "keyinvoice",
        Supplier("Pneus Minho Benelux BV", "Henry Fordlaan 42", "3600", "Genk", "BE", "BE0682.324.031",
                 "089 61 27 40", "facturatie@pneusminho.be", "RPR Antwerpen, afd. Hasselt"),
        "FAC 2028/1022", date(2028, 2, 9), date(2028, 3, 10), "4577.4063", "45774063", D(12),
        [Line("PM-4208538", "Landbouwband 420/85 R38 144A8 radiaal, tubeless", D(8), D("612.00"), unit="st"),
         Line("PM-3808524", "Landbouwband 380/85 R24 131A8 radiaal, tubeless", D(8), D("398.00"), unit="st"),
         Line("PM-BB16938", "Binnenband 16.9-38 voor landbouwtractor, ventiel TR218A", D(6), D("64.40"), unit="st",
              discount=D(5)),
         Line("PM-IM100753", "Implementband 10.0/75-15.3 voor aanhangwagens en landbouwmachines", D(12), D("88.90"),
              unit="st")],
        "604000", "V12",
        statement="Btw 12 %: banden en binnenbanden voor landbouwtractoren en landbouwmachines (KB nr. 20, tabel B).",
        iban="BE40 1031 5004 8863", bic="CREGBEBB", payment_ref=ogm(2810224063), customer_no="C-0871",
        extra={"terms": "30 dagen"}),
    # 11 — Keyinvoice in English, a Braga workwear maker: intra-EU goods (ICG), six lines by size, freight, ATCUD
    Invoice(
        "11-en-workwear", "en", "keyinvoice",
        Supplier("Confecções do Cávado, Lda.", "Rua do Parque Industrial, 210", "4705-025", "Braga", "PT",
                 "PT543703266", "+351 253 602 418", "exportacao@confcavado.pt",
                 "C.R.C. Braga · Share capital 120 000,00 €"),
        "FT 2028/0315", date(2028, 2, 14), date(2028, 3, 15), "TB/45774070", "45774070", D(0),
        [Line("CC-WJ220-M", "Work jacket polycotton 245 g/m², navy/orange, reflective tape, size M", D(40),
              D("27.60"), unit="UN"),
         Line("CC-WJ220-L", "Work jacket polycotton 245 g/m², navy/orange, reflective tape, size L", D(60),
              D("27.60"), unit="UN"),
         Line("CC-WJ220-XL", "Work jacket polycotton 245 g/m², navy/orange, reflective tape, size XL", D(30),
              D("27.60"), unit="UN"),
         Line("CC-WT310-48", "Work trousers with knee-pad pockets, navy, size 48", D(50), D("24.90"), unit="UN"),
         Line("CC-WT310-52", "Work trousers with knee-pad pockets, navy, size 52", D(50), D("24.90"), unit="UN"),
         Line("CC-PS160-L", "Polo shirt 100 % cotton, customer logo embroidered on the chest (logo set-up "
                            "included), size L", D(150), D("9.40"), unit="UN")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transport", D("95.00"))],
        statement="M16 - Exempt, article 14 RITI: intra-Community supply of goods. Reverse charge, the customer "
                  "accounts for VAT (BE0456.789.133).",
        group=" ", iban="PT50 0036 3961 4909 7315 7988 8", bic="MPIOPTPL", customer_no="CL-1183",
        extra={"terms": "30 days net", "atcud": "JFHKP4WQ-315", "hash": "Ze9L", "cert": "1377"}),
    # 12 — Winmax in French, the Namur branch of a Portuguese spring-water company: water at 6 % (V06, 612000)
    Invoice(
        "12-fr-eau", "fr", "winmax",
        Supplier("Fontes da Serra Belgique SRL", "Avenue des Dessus-de-Lives 2", "5101", "Loyers", "BE",
                 "BE1091.203.874", "081 40 27 63", "facturation@fontesdaserra.be", "RPM Liège, division Namur"),
        "FAC 28/000412", date(2028, 2, 21), date(2028, 3, 22), "BC-45774077", "45774077", D(6),
        [Line("FS-BON189", "Eau de source naturelle, bonbonne 18,9 L", D(96), D("8.00"), unit="UN", discount=D(3)),
         Line("FS-PET15X6", "Eau de source naturelle, bouteille PET 1,5 L, pack de 6", D(120), D("3.12"),
              unit="PK"),
         Line("FS-PET05X24", "Eau de source naturelle, bouteille PET 0,5 L, pack de 24", D(60), D("6.48"),
              unit="PK")],
        "612000", "V06",
        iban="BE36 0017 6340 9981", bic="GEBABEBB", payment_ref=ogm(2800412077), customer_no="C00391",
        extra={"terms": "30 jours fin de mois"}),
]
