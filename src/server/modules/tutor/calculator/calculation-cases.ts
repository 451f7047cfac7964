// The calculator's question set (issue 26: at least 40 calculation questions with known results, several phrasings
// each), shared by its unit test and the tutor bench. Each result was worked out by hand in the comment beside it,
// with the lessons' conversions: 1 gallon = 4 quarts = 8 pints = 128 fl oz, 1 lb = 16 oz, 1 acre = 43,560 sq ft.

export interface TCalculationCase {
  /** The same question, in the ways a learner may write it. */
  phrasings: string[];
  /** The reply's first sentence, exactly. */
  answer: string;
}

export const calculationCases: TCalculationCase[] = [
  // Product for an area. 2 pt/A x 35 A = 70 pt; 70 / 8 = 8.75 gal.
  {
    phrasings: [
      'If the label says 2 pints per acre how much for 35 acres?',
      'Label rate is 2 pt/A. How much product do I need for a 35-acre field?',
      'The label rate is 2 pints an acre. How much do I need for 35 acres?',
    ],
    answer: 'You need 70 pints (8.75 gallons) of product for 35 acres.',
  },
  // 2 pt/A x 80 A = 160 pt = 20 gal.
  {
    phrasings: [
      'A label allows 2 pints of product per acre. How many pints are needed to treat an 80-acre field at that rate?',
      'How much product for 80 acres at 2 pt per acre?',
    ],
    answer: 'You need 160 pints (20 gallons) of product for 80 acres.',
  },
  // 1 qt/A x 400 A = 400 qt = 100 gal.
  {
    phrasings: [
      'How many quarts do I need for 400 acres at 1 quart per acre?',
      'Rate 1 qt/A, 400 acres: how much product?',
    ],
    answer: 'You need 400 quarts (100 gallons) of product for 400 acres.',
  },
  // 1.5 gal/A x 12 A = 18 gal.
  {
    phrasings: [
      'The label says 1.5 gallons of product per acre. How much do I need for 12 acres?',
      'how much product is needed for 12 acres at 1.5 gal/A',
    ],
    answer: 'You need 18 gallons of product for 12 acres.',
  },
  // 24 fl oz/A x 10 A = 240 fl oz; 240 / 128 = 1.875 gal, shown 1.88.
  {
    phrasings: [
      'How many fluid ounces do I need for 10 acres if the rate is 24 fl oz per acre?',
      'Label rate 24 fluid ounces per acre, 10 acres. How much product?',
    ],
    answer: 'You need 240 fluid ounces (1.88 gallons) of product for 10 acres.',
  },
  // 3 lb/A x 25 A = 75 lb.
  {
    phrasings: [
      'How many pounds of product for 25 acres at 3 lb per acre?',
      'At 3 pounds per acre how much do I need for a 25 acre field?',
    ],
    answer: 'You need 75 pounds of product for 25 acres.',
  },
  // 8 oz/A x 20 A = 160 oz (dry, by weight) = 10 lb.
  {
    phrasings: [
      'A granular insecticide goes on at 8 ounces per acre. How much for 20 acres?',
      'How much granular product do I need for 20 acres at 8 oz per acre?',
    ],
    answer: 'You need 160 ounces (10 pounds) of product for 20 acres.',
  },
  // 1/2 pt/A x 30 A = 15 pt = 1.875 gal (1.88).
  {
    phrasings: [
      'How much product for 30 acres at 1/2 pint per acre?',
      'Label rate is 0.5 pt/A; how much for 30 acres?',
    ],
    answer: 'You need 15 pints (1.88 gallons) of product for 30 acres.',
  },
  // 1 1/2 pt/A x 1,000 A = 1,500 pt = 187.5 gal.
  {
    phrasings: [
      'How much product do I need for 1,000 acres at 1 1/2 pints per acre?',
      'How much for 1000 acres at 1.5 pt/A?',
    ],
    answer: 'You need 1,500 pints (187.5 gallons) of product for 1,000 acres.',
  },
  // Per 1,000 sq ft: 12,500 / 1,000 = 12.5 x 3 fl oz = 37.5 fl oz; 37.5 / 32 = 1.171875 qt (1.17).
  {
    phrasings: [
      'A lawn measures 12,500 square feet and the label rate is 3 fluid ounces of product per 1,000 square feet. How much product is needed?',
      'How much product for a 12,500 sq ft lawn at 3 fl oz per 1,000 sq ft?',
    ],
    answer: 'You need 37.5 fluid ounces (1.17 quarts) of product for 12,500 square feet.',
  },
  // 6,000 / 1,000 = 6 x 0.5 fl oz = 3 fl oz.
  {
    phrasings: [
      'A 6,000-square-foot putting green at 0.5 fluid ounce per 1,000 square feet: how much product do I need?',
      'How many fl oz for 6,000 sq ft at 0.5 fl oz per 1000 sq ft?',
    ],
    answer: 'You need 3 fluid ounces of product for 6,000 square feet.',
  },
  // Sides: 100 x 50 = 5,000 sq ft; 5 x 2 lb = 10 lb.
  {
    phrasings: [
      'The label rate is 2 pounds per 1,000 square feet. How much product for a lawn 100 feet by 50 feet?',
      'How many pounds do I need for a 100 x 50 ft area at 2 lb per 1,000 sq ft?',
    ],
    answer: 'You need 10 pounds of product for 5,000 square feet.',
  },
  // 2 acres = 87,120 sq ft / 1,000 = 87.12 x 1 lb = 87.12 lb.
  {
    phrasings: [
      'How much product for 2 acres of turf at 1 pound per 1,000 square feet?',
      'Rate 1 lb per 1,000 sq ft, 2 acres: how much?',
    ],
    answer: 'You need 87.12 pounds of product for 2 acres.',
  },
  // 1,320 x 990 = 1,306,800 sq ft / 43,560 = 30 A x 1.5 pt = 45 pt = 5.625 gal (5.63).
  {
    phrasings: [
      'A rectangular cotton field measures 1,320 feet by 990 feet. The label rate is 1.5 pints of product per acre. How many pints are needed?',
      'How much product for a field 1320 ft by 990 ft at 1.5 pt/A?',
    ],
    answer: 'You need 45 pints (5.63 gallons) of product for 1,306,800 square feet (30 acres).',
  },
  // 21,780 sq ft / 43,560 = 0.5 A x 2 qt = 1 qt.
  {
    phrasings: [
      'How much product for 21,780 square feet at 2 quarts per acre?',
      'Rate 2 qt/A; how much for 21,780 sq ft?',
    ],
    answer: 'You need 1 quart of product for 21,780 square feet (0.5 acre).',
  },
  // Containers. 70 pt = 8.75 gal / 2.5 = 3.5 -> 4 jugs.
  {
    phrasings: [
      'Label rate is 2 pt/A. How many 2.5-gallon jugs do I need for a 35-acre field?',
      'How many 2.5 gallon jugs do I need for 35 acres at 2 pints per acre?',
    ],
    answer: 'You need 4 jugs of 2.5 gallons for 70 pints (8.75 gallons) of product.',
  },
  // 1 qt/A x 40 A = 40 qt = 10 gal / 2.5 = 4 jugs exactly.
  {
    phrasings: [
      'How many 2.5-gallon jugs for 40 acres at 1 quart per acre?',
      'At 1 qt/A on 40 acres, how many 2.5 gal jugs?',
    ],
    answer: 'You need 4 jugs of 2.5 gallons for 40 quarts (10 gallons) of product.',
  },
  // 3 lb/A x 60 A = 180 lb / 50 = 3.6 -> 4 bags.
  {
    phrasings: [
      'How many 50-pound bags do I need for 60 acres at 3 pounds per acre?',
      'At 3 lb/A, how many 50 lb bags for a 60-acre field?',
    ],
    answer: 'You need 4 bags of 50 pounds for 180 pounds of product.',
  },
  // 70 pt = 8.75 gal / 1 = 8.75 -> 9 containers.
  {
    phrasings: [
      'I need 70 pints. How many 1-gallon containers is that?',
      'How many 1 gallon containers hold 70 pints?',
    ],
    answer: 'You need 9 containers of 1 gallon for 70 pints (8.75 gallons) of product.',
  },
  // Tank. 300 / 20 = 15 A x 2 pt = 30 pt = 3.75 gal.
  {
    phrasings: [
      'A 300-gallon tank, a sprayer applying 20 GPA and a label rate of 2 pints per acre. How much product per tank?',
      'My sprayer is calibrated at 20 gallons per acre and the tank holds 300 gallons. The label rate is 2 pt/A. How much product goes in each tank?',
    ],
    answer: 'Each tank needs 30 pints (3.75 gallons) of product: one 300-gallon tank covers 15 acres.',
  },
  // 500 / 25 = 20 A x 1.5 qt = 30 qt = 7.5 gal.
  {
    phrasings: [
      'Your sprayer has a 500-gallon tank and applies 25 gallons per acre. The label rate is 1.5 quarts of product per acre. How much product per tankful?',
      'How much product in a 500 gallon tank at 25 GPA with a rate of 1.5 qt/A?',
    ],
    answer: 'Each tank needs 30 quarts (7.5 gallons) of product: one 500-gallon tank covers 20 acres.',
  },
  // 400 / 200 = 2 A x 3 lb = 6 lb.
  {
    phrasings: [
      'An airblast sprayer calibrated at 200 gallons per acre has a 400-gallon tank. At 3 pounds of product per acre, how much product goes in the tank?',
      'How much product per tank: 400 gallon tank, 200 GPA, 3 lb per acre?',
    ],
    answer: 'Each tank needs 6 pounds of product: one 400-gallon tank covers 2 acres.',
  },
  // 300 / 15 = 20 acres.
  {
    phrasings: [
      'How many acres does one 300-gallon tank cover at 15 GPA?',
      'A 300 gallon tank and a sprayer calibrated at 15 gallons per acre: how many acres per tank?',
    ],
    answer: 'One 300-gallon tank covers 20 acres at 15 gallons per acre.',
  },
  // 1/128-acre method: ounces = GPA.
  {
    phrasings: [
      'Using the 1/128-acre method I collected 22 ounces from a nozzle. What is the GPA?',
      'In the 1/128 acre method one nozzle fills the cup with 22 ounces in 30 seconds. How many gallons per acre is that?',
    ],
    answer: 'The sprayer applies 22 gallons per acre (GPA).',
  },
  {
    phrasings: [
      '1/128-acre calibration: I caught 18.5 fl oz. What GPA?',
      'With the 1/128 acre method, 18.5 fluid ounces were collected. Calculate the GPA.',
    ],
    answer: 'The sprayer applies 18.5 gallons per acre (GPA).',
  },
  // Measured course: 20 x 500 = 10,000 sq ft = 0.229568 A; 4 / 0.229568 = 17.424 GPA.
  {
    phrasings: [
      'A boom with a 20-foot swath travels 500 feet and it takes 4 gallons to refill. What is the GPA?',
      'My boom is 20 feet wide. I sprayed a 500-foot course and used 4 gallons. How many gallons per acre?',
    ],
    answer: 'The sprayer applies about 17.42 gallons per acre (GPA).',
  },
  // 30 x 726 = 21,780 sq ft = 0.5 A; 10 / 0.5 = 20 GPA.
  {
    phrasings: [
      'A sprayer with a 30-foot swath sprays water over a 726-foot course, and it takes 10 gallons to refill the tank. What is the output in GPA?',
      'I used 10 gallons spraying a 30 ft swath over a 726 ft course. What is my GPA?',
    ],
    answer: 'The sprayer applies 20 gallons per acre (GPA).',
  },
  // 0.5 A sprayed with 12 gallons: 24 GPA.
  {
    phrasings: [
      'I sprayed 0.5 acre and it took 12 gallons to refill the tank. What is the GPA?',
      'It takes 12 gallons to refill after spraying 0.5 acres. How many gallons per acre?',
    ],
    answer: 'The sprayer applies 24 gallons per acre (GPA).',
  },
  // Spreader: 4 x 125 = 500 sq ft; 2 lb / 0.5 thousand = 4 lb per 1,000 sq ft; x 43.56 = 174.24 lb per acre.
  {
    phrasings: [
      'A drop spreader 4 feet wide travels 125 feet and the catch pan collects 2 pounds of granules. How many pounds per 1,000 square feet does it apply?',
      'My spreader is 4 feet wide. Over a 125-foot strip I caught 2 pounds. What is the rate per 1,000 sq ft?',
    ],
    answer: 'The spreader applies 4 pounds per 1,000 square feet (174.24 pounds per acre).',
  },
  // GPA formula: 0.4 x 5,940 = 2,376 / (6 x 20 = 120) = 19.8.
  {
    phrasings: [
      'Nozzles put out 0.4 GPM, speed is 6 mph and spacing is 20 inches. What is the GPA?',
      'Each nozzle delivers 0.4 gallons per minute at 6 miles per hour with nozzles 20 inches apart. How many gallons per acre?',
      'What GPA do I get with 0.4 gpm nozzles on 20-inch spacing at 6 mph?',
    ],
    answer: 'The sprayer applies 19.8 gallons per acre (GPA).',
  },
  // 0.3 x 5,940 = 1,782 / (5 x 20 = 100) = 17.82.
  {
    phrasings: [
      'Each nozzle puts out 0.3 gallon per minute, the sprayer travels at 5 mph and nozzles are 20 inches apart. How many gallons per acre?',
      'Calculate the GPA for 0.3 GPM, 5 mph and 20-inch nozzle spacing.',
    ],
    answer: 'The sprayer applies 17.82 gallons per acre (GPA).',
  },
  // Directed: W = 40 / 2 = 20; 0.2 x 5,940 = 1,188 / (5 x 20) = 11.88.
  {
    phrasings: [
      'Two drop nozzles per row direct spray at the base of cotton in 40-inch rows. Each nozzle delivers 0.2 GPM at 5 mph. What is the GPA?',
      'With 2 nozzles per row on 40 inch rows, 0.2 gpm each at 5 mph, what is the application rate in gallons per acre?',
    ],
    answer: 'The sprayer applies 11.88 gallons per acre (GPA).',
  },
  // Band: W = 18; 0.3 x 5,940 = 1,782 / (5.5 x 18 = 99) = 18.
  {
    phrasings: [
      'A band sprayer has one nozzle per 18-inch band. Each nozzle delivers 0.3 gallon per minute at 5.5 mph. How many gallons per acre?',
      'One nozzle per 18-inch band, 0.3 GPM, 5.5 mph: what GPA?',
    ],
    answer: 'The sprayer applies 18 gallons per acre (GPA).',
  },
  // GPM: 15 x 6 x 20 = 1,800 / 5,940 = 0.30303.
  {
    phrasings: [
      'You want to apply 15 gallons per acre at 6 mph with nozzles 20 inches apart. What flow rate must each nozzle deliver?',
      'What GPM nozzle do I need for 15 GPA at 6 mph with 20-inch spacing?',
    ],
    answer: 'Each nozzle must deliver about 0.3 gallon per minute (GPM).',
  },
  // 20 x 5 x 30 = 3,000 / 5,940 = 0.50505.
  {
    phrasings: [
      'Which nozzle flow rate gives 20 GPA at 5 mph on 30-inch spacing?',
      'What GPM do I need to apply 20 gallons per acre at 5 mph with nozzles 30 inches apart?',
    ],
    answer: 'Each nozzle must deliver about 0.51 gallon per minute (GPM).',
  },
  // Active ingredient, liquid: 1 / 4 = 0.25 gal/A x 20 A = 5 gal.
  {
    phrasings: [
      'Rate 1 lb a.i./acre, product has 4 lb a.i. per gallon, how much for 20 acres?',
      'The recommendation is 1 pound of active ingredient per acre and I have a 4EC. How much product for 20 acres?',
    ],
    answer: 'You need 5 gallons of product for 20 acres.',
  },
  // 0.5 / 4 = 0.125 gal = 1 pt per acre.
  {
    phrasings: [
      'You need 0.5 pound a.i. per acre and the product is a 4EC. How much product per acre?',
      'How much of a 4 lb/gal product gives 0.5 lb a.i. per acre?',
    ],
    answer: 'You need 0.125 gallon (1 pint) of product per acre.',
  },
  // 0.5 / 2 = 0.25 gal/A x 40 A = 10 gal.
  {
    phrasings: [
      'A 2 pounds per gallon flowable is used at 0.5 pound of active ingredient per acre. How many gallons for 40 acres?',
      'How much product for 40 acres at 0.5 lb a.i. per acre with a product holding 2 lb a.i. per gallon?',
    ],
    answer: 'You need 10 gallons of product for 40 acres.',
  },
  // Dry: 1.5 / 0.75 = 2 lb/A x 12 A = 24 lb.
  {
    phrasings: [
      'A recommendation calls for 1.5 pounds a.i. per acre and you have a 75DF. How much product for 12 acres?',
      'How many pounds of a 75% dry flowable for 12 acres at 1.5 lb a.i. per acre?',
    ],
    answer: 'You need 24 pounds of product for 12 acres.',
  },
  // 0.75 / 0.6 = 1.25 lb/A x 15 A = 18.75 lb.
  {
    phrasings: [
      'A field of 15 acres needs 0.75 pound of active ingredient per acre, using a 60% water-dispersible granule (60WDG). How much product?',
      'How much 60WDG do I need for 15 acres at 0.75 lb a.i./A?',
    ],
    answer: 'You need 18.75 pounds of product for 15 acres.',
  },
  // 2 / 0.8 = 2.5 lb per acre.
  {
    phrasings: [
      'A recommendation calls for 2 pounds of active ingredient per acre. You have an 80WP. How much product per acre?',
      'How many pounds of an 80% wettable powder give 2 lb a.i. per acre?',
    ],
    answer: 'You need 2.5 pounds of product per acre.',
  },
  // a.i. held: 40 x 0.05 = 2 lb; 2 gal x 2 lb/gal = 4 lb.
  {
    phrasings: [
      'How many pounds of active ingredient are in a 40-pound bag of a 5G?',
      'How much a.i. is in a 40 lb bag of a 5% granular?',
    ],
    answer: 'It holds 2 pounds of active ingredient.',
  },
  {
    phrasings: [
      'How much active ingredient is in 2 gallons of a 2 lb/gal product?',
      'How many pounds of a.i. are in 2 gallons of a 2EC?',
    ],
    answer: 'It holds 4 pounds of active ingredient.',
  },
  // a.i. into a tank: 1 / 4 = 0.25 gal/A; 300 / 15 = 20 A x 0.25 = 5 gal (40 pt).
  {
    phrasings: [
      'A sprayer with a 300-gallon tank is calibrated at 15 gallons per acre. The label calls for 1 pound of active ingredient per acre of a 4EC. How much product per tank?',
      'How much 4EC goes in a 300 gallon tank at 15 GPA for 1 lb a.i. per acre?',
    ],
    answer: 'Each tank needs 5 gallons of product: one 300-gallon tank covers 20 acres.',
  },
  // Percent v/v: 4 x 128 = 512 x 0.015 = 7.68 fl oz.
  {
    phrasings: [
      'Make 4 gallons of a 1.5% solution: how much product?',
      'How much product do I need for 4 gallons of a 1.5 percent solution?',
    ],
    answer: 'You need 7.68 fluid ounces of product for 4 gallons of a 1.5% solution.',
  },
  // 5 x 128 = 640 x 0.01 = 6.4 fl oz.
  {
    phrasings: [
      'A label directs a 1% solution of product for spot treatment. How many fluid ounces of product go into 5 gallons of spray?',
      'How many ounces of product for 5 gallons of a 1% spray?',
    ],
    answer: 'You need 6.4 fluid ounces of product for 5 gallons of a 1% solution.',
  },
  // 25 x 128 = 3,200 x 0.01 = 32 fl oz = 1 qt.
  {
    phrasings: [
      'How much product for a 1 percent solution in a 25-gallon tank?',
      'I want a 1% mix in my 25 gallon spot-spray tank. How much product?',
    ],
    answer: 'You need 32 fluid ounces (1 quart) of product for 25 gallons of a 1% solution.',
  },
  // 100 x 128 = 12,800 x 0.02 = 256 fl oz = 2 gal.
  {
    phrasings: [
      'How much concentrate do I need to make 100 gallons of a 2% spray?',
      'Calculate the product for 100 gallons of 2% solution.',
    ],
    answer: 'You need 256 fluid ounces (2 gallons) of product for 100 gallons of a 2% solution.',
  },
  // w/v: 100 x 8.34 = 834 lb x 0.5 / 50 = 8.34 lb; 100 x 8.34 x 1 / 50 = 16.68 lb.
  {
    phrasings: [
      'How many pounds of a 50% wettable powder are needed to make 100 gallons of spray containing 0.5% active ingredient?',
      '100 gallons of a 0.5% spray from a 50% wettable powder: how much product?',
    ],
    answer: 'You need 8.34 pounds of the 50% product for 100 gallons of a 0.5% spray.',
  },
  {
    phrasings: [
      'How many pounds of a 50% WP make 100 gallons of a 1% spray?',
      'How much 50WP do I need for 100 gallons of 1% spray?',
    ],
    answer: 'You need 16.68 pounds of the 50% product for 100 gallons of a 1% spray.',
  },
  // Band: 90 x 12 / 30 = 36 A x 1.5 pt = 54 pt = 6.75 gal.
  {
    phrasings: [
      'A 90-acre field has 30-inch rows, and a herbicide labeled at 1.5 pints per acre is applied in 12-inch bands over the rows. How much product?',
      'How much product for 12-inch bands on 30-inch rows in a 90 acre field at 1.5 pt/A?',
    ],
    answer: 'You need 54 pints (6.75 gallons) of product: the bands treat 36 acres of the 90-acre field.',
  },
  // 60 x 15 / 30 = 30 A x 2 qt = 60 qt = 15 gal.
  {
    phrasings: [
      'A label rate is 2 quarts of product per acre. You band the product in 15-inch bands over 30-inch rows on a 60-acre field. How much product?',
      'How much product for a 60-acre field with 15-inch bands over 30-inch rows at 2 quarts per acre?',
    ],
    answer: 'You need 60 quarts (15 gallons) of product: the bands treat 30 acres of the 60-acre field.',
  },
  // 80 x 10 / 40 = 20 treated acres.
  {
    phrasings: [
      'An 80-acre field has 40-inch rows, and a herbicide is applied in 10-inch bands over the rows. How many acres are treated?',
      'How many treated acres with 10-inch bands on 40-inch rows in an 80 acre field?',
    ],
    answer: 'The bands treat 20 acres of the 80-acre field.',
  },
  // Area: 435.6 x 200 = 87,120 sq ft = 2 A.
  {
    phrasings: [
      'A rectangular field is 435.6 feet long and 200 feet wide. How many acres is it?',
      'How many acres is a field 435.6 ft by 200 ft?',
    ],
    answer: 'The area is 2 acres (87,120 square feet).',
  },
];

/** Questions with a value missing: the reply asks for it. */
export const missingValueCases: { question: string; asks: string }[] = [
  { question: 'If the label says 2 pints per acre how much product do I need?', asks: "I need the field's size" },
  { question: 'How much product do I need for 35 acres?', asks: 'I need the label rate' },
  { question: 'My nozzles put out 0.4 GPM at 6 mph. What is the GPA?', asks: 'I need the nozzle spacing in inches' },
  { question: 'What is the GPA with 0.4 GPM nozzles 20 inches apart?', asks: 'I need the travel speed' },
  { question: 'Using the 1/128-acre method, what is my GPA?', asks: 'I need the ounces caught' },
  {
    question: 'The rate is 1 lb a.i. per acre. How much product for 20 acres?',
    asks: 'how much active ingredient the product holds',
  },
  { question: 'How much product do I need for a 2% solution?', asks: 'I need how much spray you are making' },
  { question: 'How many jugs do I need for 35 acres at 2 pints per acre?', asks: 'I need the size of one jug' },
  {
    question: 'How much product for 12-inch bands on 30-inch rows at 1.5 pints per acre?',
    asks: "I need the field's size",
  },
  {
    question: 'A 300-gallon tank and a label rate of 2 pints per acre: how much product per tank?',
    asks: 'gallons per acre (GPA)',
  },
];

/** Questions with numbers (or none) that are not calculations the calculator does: left to the tutor. */
export const notCalculations: string[] = [
  'What is the REI for a Category I product?',
  'How long must I keep records?',
  'How long must records of RUP applications be kept?',
  'What does the signal word DANGER mean?',
  'Is it legal to apply 3 pints per acre when the label maximum is 2 pints per acre?',
  'A label allows at most 8 pints per acre per season. A grower has already made three applications of 2 pints per acre. How many more applications are allowed?',
  'A pesticide applied at 2 pounds per acre has a half-life of 45 days. How many days until 0.5 pound remains?',
  'A pond covers 2 acres and averages 4 feet deep. How many acre-feet of water does it hold?',
  'A 25-pound bag of a 50% wettable powder costs $100. What is the cost per pound of active ingredient?',
  'How many days is the PHI for tomatoes?',
  'How do I calibrate a boom sprayer?',
  'A 2.5-gallon jug is triple rinsed, each time filled one-quarter full with water. How many times must I rinse it?',
];
