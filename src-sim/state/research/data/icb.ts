/**
 * The Industry Classification Benchmark (ICB, 2019 structure) as Vietnamese data vendors publish it:
 * level 1 industries and level 2 supersectors, with the codes, English names and the Vietnamese names
 * the exchanges' sites use. Only the supersectors with listed Vietnamese companies are kept.
 */
export interface IcbNode {
  code: string
  slug: string
  level: 1 | 2
  parent: string | null
  name: string
  name_en: string
}

export const icbNodes: readonly IcbNode[] = [
  { code: '10', slug: 'technology', level: 1, parent: null, name: 'Công nghệ', name_en: 'Technology' },
  {
    code: '1010',
    slug: 'technology-services',
    level: 2,
    parent: '10',
    name: 'Công nghệ thông tin',
    name_en: 'Technology',
  },
  {
    code: '15',
    slug: 'telecommunications',
    level: 1,
    parent: null,
    name: 'Viễn thông',
    name_en: 'Telecommunications',
  },
  {
    code: '1510',
    slug: 'telecommunications-services',
    level: 2,
    parent: '15',
    name: 'Viễn thông',
    name_en: 'Telecommunications',
  },
  { code: '20', slug: 'health-care', level: 1, parent: null, name: 'Y tế', name_en: 'Health Care' },
  {
    code: '2010',
    slug: 'health-care-services',
    level: 2,
    parent: '20',
    name: 'Y tế',
    name_en: 'Health Care',
  },
  { code: '30', slug: 'financials', level: 1, parent: null, name: 'Tài chính', name_en: 'Financials' },
  { code: '3010', slug: 'banks', level: 2, parent: '30', name: 'Ngân hàng', name_en: 'Banks' },
  {
    code: '3020',
    slug: 'financial-services',
    level: 2,
    parent: '30',
    name: 'Dịch vụ tài chính',
    name_en: 'Financial Services',
  },
  { code: '3030', slug: 'insurance', level: 2, parent: '30', name: 'Bảo hiểm', name_en: 'Insurance' },
  { code: '35', slug: 'real-estate', level: 1, parent: null, name: 'Bất động sản', name_en: 'Real Estate' },
  {
    code: '3510',
    slug: 'real-estate-investment',
    level: 2,
    parent: '35',
    name: 'Bất động sản',
    name_en: 'Real Estate',
  },
  {
    code: '40',
    slug: 'consumer-discretionary',
    level: 1,
    parent: null,
    name: 'Hàng tiêu dùng không thiết yếu',
    name_en: 'Consumer Discretionary',
  },
  {
    code: '4010',
    slug: 'automobiles-and-parts',
    level: 2,
    parent: '40',
    name: 'Ô tô và phụ tùng',
    name_en: 'Automobiles and Parts',
  },
  {
    code: '4020',
    slug: 'consumer-products',
    level: 2,
    parent: '40',
    name: 'Hàng cá nhân và gia dụng',
    name_en: 'Consumer Products and Services',
  },
  { code: '4030', slug: 'media', level: 2, parent: '40', name: 'Truyền thông', name_en: 'Media' },
  { code: '4040', slug: 'retail', level: 2, parent: '40', name: 'Bán lẻ', name_en: 'Retail' },
  {
    code: '4050',
    slug: 'travel-and-leisure',
    level: 2,
    parent: '40',
    name: 'Du lịch và giải trí',
    name_en: 'Travel and Leisure',
  },
  {
    code: '45',
    slug: 'consumer-staples',
    level: 1,
    parent: null,
    name: 'Hàng tiêu dùng thiết yếu',
    name_en: 'Consumer Staples',
  },
  {
    code: '4510',
    slug: 'food-and-beverage',
    level: 2,
    parent: '45',
    name: 'Thực phẩm và đồ uống',
    name_en: 'Food, Beverage and Tobacco',
  },
  { code: '50', slug: 'industrials', level: 1, parent: null, name: 'Công nghiệp', name_en: 'Industrials' },
  {
    code: '5010',
    slug: 'construction-and-materials',
    level: 2,
    parent: '50',
    name: 'Xây dựng và vật liệu',
    name_en: 'Construction and Materials',
  },
  {
    code: '5020',
    slug: 'industrial-goods-and-services',
    level: 2,
    parent: '50',
    name: 'Hàng và dịch vụ công nghiệp',
    name_en: 'Industrial Goods and Services',
  },
  {
    code: '55',
    slug: 'basic-materials',
    level: 1,
    parent: null,
    name: 'Nguyên vật liệu',
    name_en: 'Basic Materials',
  },
  {
    code: '5510',
    slug: 'basic-resources',
    level: 2,
    parent: '55',
    name: 'Tài nguyên cơ bản',
    name_en: 'Basic Resources',
  },
  { code: '5520', slug: 'chemicals', level: 2, parent: '55', name: 'Hóa chất', name_en: 'Chemicals' },
  { code: '60', slug: 'energy', level: 1, parent: null, name: 'Năng lượng', name_en: 'Energy' },
  { code: '6010', slug: 'oil-and-gas', level: 2, parent: '60', name: 'Dầu khí', name_en: 'Energy' },
  { code: '65', slug: 'utilities', level: 1, parent: null, name: 'Tiện ích', name_en: 'Utilities' },
  {
    code: '6510',
    slug: 'utilities-services',
    level: 2,
    parent: '65',
    name: 'Điện, nước và xăng dầu khí đốt',
    name_en: 'Utilities',
  },
]

/**
 * Listed companies by supersector code, from the ICB assignments Vietnamese vendors publish (HOSE,
 * HNX and UPCOM names the simulator lists). Names not here are unclassified: they have no sector in
 * their profile and belong to no sector (docs/simulator.md).
 */
export const icbMembers: Readonly<Record<string, string>> = {
  '1010': 'FPT CMG ELC ITD SGT ICT ST8 SAM CMT HPT ONE PMJ',
  '1510': 'VGI FOX CTR FOC TTN ABC',
  '2010': 'DHG IMP DBD TRA DMC DHT DP3 JVC DCL OPC TNH AMV PMC DVN SPM',
  '3010':
    'ACB BID CTG HDB LPB MBB MSB OCB SHB SSB STB TCB TPB VCB VIB VPB EIB NAB BAB BVB KLB ABB VAB SGB PGB NVB',
  '3020': 'SSI HCM VCI VND VIX SHS MBS FTS BSI CTS AGR ORS TVS BVS APS VDS TCI EVF DSE APG IVS PSI VPX TCX',
  '3030': 'BVH BMI PVI MIG PGI BIC VNR PTI ABI',
  '3510':
    'VHM VIC VRE NVL PDR DXG KDH NLG DIG KBC SZC IDC CEO HDC DXS KHG TCH SCR QCG NTL HQC ITC LHG SIP D2D NBB CRE AGG SJS TDC IJC HPX VPI DRH TIP BCM IDV LDG CKG NTC TN1 TDH KOS NHA CCL DTA VPH FIR SGR API VRC PTL NVT TAL IDJ HU1 HAR',
  '4010': 'DRC SRC CSM HAX SVC TMT VEA CTF',
  '4020': 'PNJ TCM TNG MSH GIL VGT STK ADS TLG RAL EVE GDT PTB HTG',
  '4030': 'YEG ADG EBS EID SED DAE STC BED ECI DAD HEV SGD',
  '4040': 'MWG FRT DGW PET PSD HTM',
  '4050': 'VJC HVN AST SKG VNG DSN DAH OCH',
  '4510':
    'VNM SAB MSN MCH QNS KDC SBT LSS PAN VHC ANV IDI FMC CMX ACL ASM BAF DBC HAG HNG VLC SLS LAF VCF NAF BBC HHC BHN SMB CAN HAD NSC MML',
  '5010':
    'CTD VCG FCN LCG HHV CII PC1 HT1 BCC BTS HUT CTI DPG TV2 BMP NTP VGC PHC HTN KSB DHA C32 C47 MST L18 TCD DC4 FCM HAS L14 VCS BMC',
  '5020':
    'GMD HAH VSC VOS VTO PVT ACV SCS NCT TCL TMS GEX GEE REE VTP DVP STG CDN TCO PDN VIP HHS PAC TYA SFI DXP HTV GSP PJT PVP SGN MHC',
  '5510': 'HPG HSG NKG SMC TLH TVN VGS KSV MSR DHC PHR DPR TRC GVR HRC TNC BKC POM',
  '5520': 'DGC DPM DCM CSV LAS BFC DDV PLC AAA APH TSC SFG HVT',
  '6010': 'PLX PVD PVS BSR OIL PVC PVB COM PGC PGS',
  '6510':
    'POW GAS PGV NT2 GEG PPC QTP HND VSH SBA TMP CHP SHP TBC DNH KHP HJS TTA BWE TDM CLW DNW NBW BTW TDW PGD CNG ASP',
}
