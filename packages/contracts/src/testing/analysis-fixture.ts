/**
 * A hand-written full analysis for unit tests and visual checks of the results screen. Its shape follows
 * the contracts' Analysis; the figures are illustrative (internally consistent: materials sum to the BOM
 * cost and 100 %, margins follow from the price steps), not sourced prices of a real product.
 */
import type { Analysis } from '@costlens/contracts';

export const ANALYSIS_FIXTURE: Analysis & { id: string } = {
  id: 'an_7f3c9b2e4d1a4c8e9f0b6a5d3c2e1f0a',
  productName: 'Portable Bluetooth Speaker 20 W',
  productCategory: 'Consumer Electronics',
  confidence: 72,
  costRangeLow: 17,
  costRangeHigh: 24,
  stats: { materialCount: 9, complexity: 'Medium' },
  materials: [
    { name: 'Full-range drivers (2 × 45 mm)', category: 'Speaker', cost: 4.8, percentage: 24 },
    { name: 'Li-ion battery 3.7 V 4800 mAh', category: 'Battery', cost: 3.9, percentage: 19.5 },
    { name: 'Bluetooth 5.3 audio SoC', category: 'Processor', cost: 2.6, percentage: 13 },
    { name: 'Class-D amplifier and main PCB', category: 'Components', cost: 2.4, percentage: 12 },
    { name: 'ABS and silicone housing', category: 'Casing', cost: 2.1, percentage: 10.5 },
    { name: 'Passive radiators (2)', category: 'Speaker', cost: 1.5, percentage: 7.5 },
    { name: 'USB-C port and charging IC', category: 'Components', cost: 1.2, percentage: 6 },
    { name: 'Fabric grille and carry strap', category: 'Textile', cost: 0.9, percentage: 4.5 },
    { name: 'PCB trace antenna', category: 'Antenna', cost: 0.6, percentage: 3 },
  ],
  methodology: [
    {
      step: 'Visual Analysis',
      description: 'Identified a cylindrical speaker with a fabric grille, two passive radiators and a USB-C port.',
    },
    {
      step: 'Component Matching',
      description: 'Matched the drivers, battery and Bluetooth chipset to common parts of 20 W portable speakers.',
    },
    { step: 'Cost Estimation', description: 'Applied volume prices for 10,000-unit orders to each component.' },
  ],
  confidenceNote: 'The battery capacity and driver size are inferred from the housing dimensions.',
  disclaimer: 'Estimates cover raw materials only and can differ from actual supplier quotes.',
  makeBuyAnalysis: {
    recommendation: 'Buy',
    reasoning: 'Tooling for the housing and acoustic tuning outweigh the savings below about 20,000 units.',
    makeOption: {
      materialCost: 20,
      laborCost: 4.5,
      overheadCost: 3.5,
      toolingCost: 45000,
      totalCost: 325000,
      timeToMarket: '6-9 months',
      qualityControl: 'Medium',
      scalability: 'Needs a contract manufacturer beyond 5,000 units a month',
    },
    buyOption: {
      unitPrice: 27.5,
      totalCost: 27500,
      leadTime: '25-35 days',
      minimumOrder: 1000,
      supplierOptions: [
        {
          name: 'Coastline Audio Manufacturing',
          location: 'Shenzhen, CN',
          reliability: 'High',
          price: 27.5,
          minimumOrder: 1000,
          leadTime: '30 days',
        },
        {
          name: 'Harbour Sound Electronics',
          location: 'Dongguan, CN',
          reliability: 'Medium',
          price: 24.9,
          minimumOrder: 3000,
          leadTime: '35 days',
        },
      ],
    },
  },
  pricingAnalysis: {
    bomCost: 20,
    manufacturingCost: 28,
    wholesalePrice: 42,
    retailPrice: 79.99,
    profitMargins: { wholesaleMargin: 33.3, retailMargin: 47.5 },
    marketComparables: [
      { productName: 'Flip-style speaker 20 W', brand: 'Brand A', source: 'Best Buy', price: 89.99, similarity: 88 },
      { productName: 'Rugged mini speaker', brand: 'Brand B', source: 'Amazon.ca', price: 64.99, similarity: 72 },
      { productName: 'Desk speaker with radio', brand: 'Brand C', source: 'Walmart', price: 49.97, similarity: 55 },
    ],
  },
  realProducts: [
    {
      productId: 'rp-1',
      productName: '20 W waterproof Bluetooth speaker, OEM',
      productImage: 'https://images.example.com/speaker-1.jpg',
      price: '$21.50 - $26.00',
      verified: true,
      rating: 4.6,
      supplierLocation: 'Guangdong, CN',
      minOrderQuantity: '500 pieces',
      supplierName: 'Coastline Audio Manufacturing',
      description: 'IPX7 housing, 4800 mAh battery, custom logo printing available.',
      productUrl: 'https://www.example.com/products/speaker-1',
      platform: 'Alibaba',
      inStock: true,
    },
    {
      productId: 'rp-2',
      productName: 'Portable speaker with passive radiators',
      productImage: 'https://images.example.com/speaker-2.jpg',
      price: '$18.90',
      verified: false,
      rating: null,
      supplierLocation: 'Zhejiang, CN',
      minOrderQuantity: '1000 pieces',
      supplierName: 'Harbour Sound Electronics',
      description: 'Dual passive radiators, TWS pairing.',
      productUrl: 'https://www.example.com/products/speaker-2',
      platform: 'Alibaba',
      inStock: false,
    },
  ],
  marketSaturation: {
    opportunity: 'Good',
    saturationLevel: 'High',
    competitorCount: 240,
    marketGrowth: 6.5,
    entryBarriers: 'Low tooling cost but strong brand loyalty and certification (IC, FCC) requirements.',
    trendAnalysis: {
      currentTrend: 'Rising',
      futureOutlook: 'Growth in rugged outdoor models; price pressure at entry level.',
    },
    seasonality: { isSeasonalProduct: true, peakMonths: ['June', 'July', 'November', 'December'] },
    reasoning: 'Many competitors, but demand grows in the outdoor niche where few offer long battery life.',
  },
  platformRecommendations: [
    {
      platform: 'Amazon.ca',
      suitability: 'Excellent',
      expectedSales: '150-300 units/month',
      competitionLevel: 'High',
      marketingCost: '$800-$1,500/month',
      feeStructure: '15% referral fee + FBA fulfilment',
      pros: ['Large audience searching for speakers', 'Prime shipping builds trust'],
      cons: ['Price competition from established brands'],
      recommendation: 'Launch with sponsored listings and bundle a carry strap.',
    },
    {
      platform: 'Shopify store',
      suitability: 'Fair',
      expectedSales: '20-60 units/month',
      competitionLevel: 'Low',
      marketingCost: '$500-$1,000/month',
      feeStructure: 'Monthly plan + payment processing',
      pros: ['Full margin and customer data'],
      cons: ['Traffic must be bought or built'],
      recommendation: 'Use for bundles and repeat customers after marketplace traction.',
    },
  ],
  marketInsights: [
    'Outdoor and waterproof models grow faster than the category.',
    'Battery life is the most compared feature in reviews.',
  ],
  recommendations: ['Differentiate on battery life (20 h or more).', 'Certify IPX7 before launch.'],
  businessTips: ['Order a 500-unit pilot before committing to 3,000.', 'Budget for IC/ISED certification in Canada.'],
  identification: {
    productQuery: 'portable bluetooth speaker 20W',
    upc: '012345678905',
    brand: 'Example Audio',
    source: 'model',
    evidence: [],
  },
};

/** The fixture with nothing optional: the empty states of every tab. */
export function bareAnalysis(): Analysis & { id: string } {
  const {
    makeBuyAnalysis: _m,
    pricingAnalysis: _p,
    realProducts: _r,
    marketSaturation: _s,
    platformRecommendations: _pl,
    identification: _i,
    ...rest
  } = ANALYSIS_FIXTURE;
  return {
    ...rest,
    materials: [],
    stats: { materialCount: 0, complexity: 'Low' },
    marketInsights: [],
    recommendations: [],
    businessTips: [],
  };
}
