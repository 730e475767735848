import type { Random } from './random';

/*
 * People and places as an Indian dealer's books hold them: names common in the shop's region,
 * mobile numbers, and addresses a technician could find (flat, building, road, area, city, PIN).
 */

type Region = 'marathi' | 'gujarati' | 'hindi' | 'punjabi' | 'tamil' | 'telugu' | 'kannada' | 'bengali' | 'malayali';

export interface Area {
  name: string;
  pin: string;
}

export interface City {
  name: string;
  /** The GST state code (27 Maharashtra, 29 Karnataka …): the shop's GSTIN begins with it. */
  stateCode: string;
  region: Region;
  areas: readonly Area[];
  roads: readonly string[];
}

const areas = (list: string): Area[] =>
  list.split(';').map((entry) => {
    const [name, pin] = entry.split(':');
    return { name: name!.trim(), pin: pin!.trim() };
  });

export const CITIES: readonly City[] = [
  {
    name: 'Pune',
    stateCode: '27',
    region: 'marathi',
    areas: areas('Kothrud:411038; Baner:411045; Aundh:411007; Hadapsar:411028; Wakad:411057; Viman Nagar:411014; Kharadi:411014; Dhayari:411041; Shivajinagar:411005; Pimple Saudagar:411027; Katraj:411046; Kondhwa:411048'),
    roads: ['Paud Road', 'Karve Road', 'Baner Road', 'Sinhagad Road', 'Nagar Road', 'Solapur Road', 'FC Road', 'Aundh Road', 'Satara Road'],
  },
  {
    name: 'Mumbai',
    stateCode: '27',
    region: 'marathi',
    areas: areas('Andheri West:400053; Borivali West:400092; Dadar West:400028; Powai:400076; Chembur:400071; Malad West:400064; Goregaon East:400063; Ghatkopar East:400077; Mulund West:400080; Bandra West:400050'),
    roads: ['SV Road', 'LBS Marg', 'Link Road', 'Station Road', 'JP Road', 'Hill Road', 'Carter Road', 'Tilak Road'],
  },
  {
    name: 'Thane',
    stateCode: '27',
    region: 'marathi',
    areas: areas('Naupada:400602; Ghodbunder Road:400615; Kopri:400603; Vartak Nagar:400606; Majiwada:400601'),
    roads: ['Gokhale Road', 'Eastern Express Highway', 'Pokhran Road No. 2', 'Station Road'],
  },
  {
    name: 'Nagpur',
    stateCode: '27',
    region: 'marathi',
    areas: areas('Dharampeth:440010; Sitabuldi:440012; Manish Nagar:440015; Sadar:440001; Pratap Nagar:440022'),
    roads: ['Wardha Road', 'Amravati Road', 'Central Avenue', 'Ring Road'],
  },
  {
    name: 'Ahmedabad',
    stateCode: '24',
    region: 'gujarati',
    areas: areas('Navrangpura:380009; Satellite:380015; Maninagar:380008; Vastrapur:380015; Bopal:380058; Naranpura:380013; Chandkheda:382424'),
    roads: ['CG Road', 'SG Highway', 'Ashram Road', '132 Feet Ring Road', 'Drive-In Road'],
  },
  {
    name: 'Surat',
    stateCode: '24',
    region: 'gujarati',
    areas: areas('Adajan:395009; Vesu:395007; Athwa:395001; Varachha:395006; Pal:395009'),
    roads: ['Ghod Dod Road', 'Ring Road', 'VIP Road', 'LP Savani Road'],
  },
  {
    name: 'Delhi',
    stateCode: '07',
    region: 'hindi',
    areas: areas('Rohini:110085; Dwarka:110075; Lajpat Nagar:110024; Janakpuri:110058; Mayur Vihar:110091; Saket:110017; Pitampura:110034; Karol Bagh:110005'),
    roads: ['Ring Road', 'Outer Ring Road', 'Main Market Road', 'Najafgarh Road', 'Press Enclave Marg'],
  },
  {
    name: 'Noida',
    stateCode: '09',
    region: 'hindi',
    areas: areas('Sector 62:201309; Sector 18:201301; Sector 50:201301; Sector 137:201305; Sector 76:201304'),
    roads: ['Sector Road', 'Noida Expressway', 'Film City Road', 'Dadri Road'],
  },
  {
    name: 'Jaipur',
    stateCode: '08',
    region: 'hindi',
    areas: areas('Malviya Nagar:302017; Vaishali Nagar:302021; Mansarovar:302020; C-Scheme:302001; Jagatpura:302017'),
    roads: ['Tonk Road', 'Ajmer Road', 'JLN Marg', 'Gopalpura Bypass', 'Sikar Road'],
  },
  {
    name: 'Lucknow',
    stateCode: '09',
    region: 'hindi',
    areas: areas('Gomti Nagar:226010; Aliganj:226024; Indira Nagar:226016; Hazratganj:226001; Aashiana:226012'),
    roads: ['Faizabad Road', 'Kanpur Road', 'Shaheed Path', 'Vidhan Sabha Marg'],
  },
  {
    name: 'Ludhiana',
    stateCode: '03',
    region: 'punjabi',
    areas: areas('Model Town:141002; Sarabha Nagar:141001; Dugri:141013; BRS Nagar:141012'),
    roads: ['Ferozepur Road', 'Pakhowal Road', 'GT Road', 'Malhar Road'],
  },
  {
    name: 'Chandigarh',
    stateCode: '04',
    region: 'punjabi',
    areas: areas('Sector 22:160022; Sector 35:160035; Manimajra:160101; Sector 44:160047'),
    roads: ['Madhya Marg', 'Dakshin Marg', 'Himalaya Marg', 'Purv Marg'],
  },
  {
    name: 'Bengaluru',
    stateCode: '29',
    region: 'kannada',
    areas: areas('Koramangala:560034; Indiranagar:560038; Jayanagar:560041; Whitefield:560066; HSR Layout:560102; Malleshwaram:560003; Electronic City:560100; Rajajinagar:560010'),
    roads: ['100 Feet Road', '80 Feet Road', 'Sarjapur Road', 'Bannerghatta Road', 'Old Airport Road', '1st Main Road', '4th Cross Road'],
  },
  {
    name: 'Mysuru',
    stateCode: '29',
    region: 'kannada',
    areas: areas('Vijayanagar:570017; Kuvempunagar:570023; Saraswathipuram:570009; Hebbal:570016'),
    roads: ['Hunsur Road', 'Kalidasa Road', 'Ring Road', 'Sayyaji Rao Road'],
  },
  {
    name: 'Chennai',
    stateCode: '33',
    region: 'tamil',
    areas: areas('Anna Nagar:600040; T. Nagar:600017; Velachery:600042; Adyar:600020; Tambaram:600045; Mylapore:600004; Porur:600116'),
    roads: ['Anna Salai', 'Arcot Road', 'OMR', 'GST Road', 'LB Road', '2nd Avenue', 'Usman Road'],
  },
  {
    name: 'Coimbatore',
    stateCode: '33',
    region: 'tamil',
    areas: areas('RS Puram:641002; Gandhipuram:641012; Saibaba Colony:641011; Peelamedu:641004; Singanallur:641005'),
    roads: ['Avinashi Road', 'Trichy Road', 'DB Road', 'Mettupalayam Road'],
  },
  {
    name: 'Hyderabad',
    stateCode: '36',
    region: 'telugu',
    areas: areas('Kukatpally:500072; Madhapur:500081; Ameerpet:500016; Dilsukhnagar:500060; Gachibowli:500032; Secunderabad:500003; Miyapur:500049'),
    roads: ['Road No. 36', 'Mumbai Highway', 'SP Road', 'Hitech City Road', 'Nagarjuna Sagar Road'],
  },
  {
    name: 'Vijayawada',
    stateCode: '37',
    region: 'telugu',
    areas: areas('Benz Circle:520010; Labbipet:520010; Patamata:520010; Gunadala:520004'),
    roads: ['MG Road', 'Eluru Road', 'Bandar Road', 'Ring Road'],
  },
  {
    name: 'Kolkata',
    stateCode: '19',
    region: 'bengali',
    areas: areas('Salt Lake:700091; Behala:700034; Garia:700084; Dum Dum:700028; Ballygunge:700019; New Town:700156'),
    roads: ['EM Bypass', 'Diamond Harbour Road', 'Jessore Road', 'Rashbehari Avenue', 'VIP Road'],
  },
  {
    name: 'Kochi',
    stateCode: '32',
    region: 'malayali',
    areas: areas('Kakkanad:682030; Edappally:682024; Vyttila:682019; Kaloor:682017; Palarivattom:682025'),
    roads: ['NH 66', 'Seaport-Airport Road', 'Banerji Road', 'Sahodaran Ayyappan Road'],
  },
  {
    name: 'Indore',
    stateCode: '23',
    region: 'hindi',
    areas: areas('Vijay Nagar:452010; Palasia:452001; Rau:453331; Bhawarkuan:452001'),
    roads: ['AB Road', 'Ring Road', 'MG Road', 'Bypass Road'],
  },
];

const list = (words: string) => words.split(/\s+/).filter(Boolean);

const FIRST_NAMES: Record<Region, { men: string[]; women: string[] }> = {
  marathi: {
    men: list('Sanjay Rahul Vikram Nitin Ganesh Sunil Amit Ramesh Prakash Sachin Mahesh Ajay Vijay Santosh Swapnil Omkar Tushar Prasad Abhijit Aniket Sagar Yogesh Rohan Shrikant Dattatray'),
    women: list('Meera Anjali Sneha Kavita Pooja Shweta Priya Sunita Vaishali Manisha Ashwini Rupali Sayali Madhuri Smita Neha Pallavi Archana Jyoti Shraddha'),
  },
  gujarati: {
    men: list('Hitesh Jignesh Mehul Ketan Nilesh Paresh Chirag Bhavesh Dhaval Harsh Kalpesh Rakesh Viral Jayesh Hardik Parth Nirav Tejas Alpesh Mukesh'),
    women: list('Hetal Krupa Nisha Komal Dhara Bhavna Falguni Jinal Mansi Riddhi Urvi Payal Kinjal Hema Sejal Foram'),
  },
  hindi: {
    men: list('Rajesh Sandeep Manoj Deepak Ankit Rohit Vivek Alok Ashish Pankaj Saurabh Gaurav Anil Sunil Ravi Vinod Arvind Abhishek Nikhil Shashank Pradeep Mohit Rakesh Tarun'),
    women: list('Sunita Anita Rekha Neha Pooja Priyanka Shalini Ritu Kavita Seema Geeta Swati Aarti Nidhi Shikha Poonam Ruchi Anjali Divya Sonam'),
  },
  punjabi: {
    men: list('Gurpreet Harpreet Manpreet Jaspreet Amarjeet Kuldeep Harjit Sukhwinder Balwinder Navdeep Rajinder Tejinder Paramjit Inderjeet'),
    women: list('Simran Harleen Jasleen Navneet Manjeet Kulwinder Rupinder Amandeep Gurleen Parminder Baljit Kiranjeet'),
  },
  tamil: {
    men: list('Karthik Senthil Murugan Ramesh Suresh Vignesh Prakash Arun Balaji Dinesh Saravanan Gopal Lokesh Manikandan Rajkumar Sathish Vijay Arjun Kannan Shankar'),
    women: list('Lakshmi Priya Divya Kavitha Revathi Deepa Meena Anitha Sangeetha Gayathri Nandhini Vidya Bhuvana Malathi Sowmya Janani'),
  },
  telugu: {
    men: list('Srinivas Venkatesh Ravi Naresh Suresh Kiran Praveen Ramana Chaitanya Mahesh Sai Harish Anil Vamsi Krishna Raghu Phani Sandeep'),
    women: list('Lakshmi Padma Swathi Sravani Bhavani Madhavi Sirisha Lavanya Anusha Deepika Haritha Keerthi Sujatha Pavani'),
  },
  kannada: {
    men: list('Manjunath Raghavendra Praveen Nagaraj Shivakumar Santosh Chandrashekar Ravi Girish Mahesh Prashanth Suresh Vinay Harish Basavaraj Kiran'),
    women: list('Shwetha Lakshmi Kavya Rashmi Pavithra Sowmya Deepa Bhavya Geetha Veena Roopa Sahana Anusha Spoorthi'),
  },
  bengali: {
    men: list('Sourav Arindam Debashish Subhajit Abhijit Partha Sandip Tanmoy Anirban Joydeep Sumit Rajib Biswajit Kaushik Prasenjit'),
    women: list('Moumita Sreya Rupa Sudeshna Ananya Paromita Tania Sharmila Riya Payel Debjani Mousumi Rituparna'),
  },
  malayali: {
    men: list('Arun Anoop Biju Sajan Jithin Rajesh Vineeth Sreejith Manoj Suresh Shibu Anish Pradeep Renjith Akhil'),
    women: list('Anjali Lekshmi Divya Reshma Aswathy Sreeja Bindu Sumi Nimisha Athira Greeshma Sindhu Remya'),
  },
};

const LAST_NAMES: Record<Region, string[]> = {
  marathi: list('Joshi Patil Shinde Kale Pawar Kulkarni Deshmukh Jadhav Gokhale Bhosale Chavan Mane Naik Deshpande Kadam More Gaikwad Sawant Apte Rane Salunkhe Kamble Thorat Wagh Phadke'),
  gujarati: list('Patel Shah Mehta Desai Joshi Parikh Modi Trivedi Bhatt Vyas Pandya Thakkar Gandhi Chauhan Solanki Parmar Dave Amin Raval Sheth'),
  hindi: list('Sharma Verma Gupta Singh Yadav Agarwal Mishra Tiwari Srivastava Pandey Saxena Chauhan Jain Kumar Chaturvedi Dubey Rastogi Bansal Goyal Mittal Khandelwal'),
  punjabi: list('Singh Kaur Gill Sandhu Sidhu Dhillon Grewal Bajwa Malhotra Kapoor Arora Sethi Khanna Chopra Bedi Ahuja'),
  tamil: list('Iyer Krishnan Subramanian Natarajan Raman Venkataraman Murugesan Pillai Rajendran Sundaram Balasubramanian Arumugam Chandrasekaran Srinivasan Ganesan'),
  telugu: list('Reddy Rao Naidu Chowdary Varma Raju Sastry Murthy Prasad Goud Kumar Yadav Setty Chaudhary'),
  kannada: list('Gowda Shetty Hegde Rao Bhat Kamath Shenoy Patil Nayak Acharya Kulkarni Murthy Prabhu Pai'),
  bengali: list('Banerjee Chatterjee Mukherjee Ghosh Das Bose Sen Dutta Roy Chakraborty Saha Mondal Sarkar Bhattacharya Paul'),
  malayali: list('Nair Menon Pillai Kurian Thomas Varghese Joseph Mathew Nambiar Panicker Kurup Warrier George Chacko'),
};

export interface Person {
  fullname: string;
  first: string;
  last: string;
}

/** Mostly names of the shop's own region, some of another (cities mix). */
export function personOf(random: Random, city: City): Person {
  const region = random.chance(0.85) ? city.region : random.pick(CITIES).region;
  const names = FIRST_NAMES[region];
  const first = random.pick(random.chance(0.55) ? names.men : names.women);
  const last = random.pick(LAST_NAMES[region]);
  return { fullname: `${first} ${last}`, first, last };
}

const BUILDING_FIRST = list('Shanti Sai Green Royal Krishna Ganga Lakshmi Sunrise Silver Kalpataru Om Shree Gokul Anand Prestige Vasant Ashoka Surya Kaveri Nandan Sapphire Emerald Padmavati Orchid Laxmi');
const BUILDING_LAST = list('Heights Apartments Residency Enclave Towers Park Society Complex Vihar Niwas Regency Gardens Plaza Homes');
const LANES = ['Gulmohar Lane', 'Nehru Street', 'Temple Street', 'Market Road', 'Station Road', 'School Road', '2nd Cross', '5th Main', 'Church Road', 'Gandhi Path', 'Post Office Road'];

export function addressIn(random: Random, city: City, area: Area = random.pick(city.areas)): string {
  const building = `${random.pick(BUILDING_FIRST)} ${random.pick(BUILDING_LAST)}`;
  const place = `${area.name}, ${city.name} ${area.pin}`;
  switch (random.int(0, 5)) {
    case 0:
    case 1:
      return `Flat ${random.int(1, 14)}0${random.int(1, 8)}, ${building}, ${random.pick(city.roads)}, ${place}`;
    case 2:
      return `${random.pick(['A', 'B', 'C', 'D'])}-${random.int(1, 24)}, ${building}, ${place}`;
    case 3:
      return `No. ${random.int(1, 220)}, ${random.pick(LANES)}, ${place}`;
    case 4:
      return `Plot ${random.int(1, 180)}, ${random.pick(city.roads)}, ${place}`;
    default:
      return `House No. ${random.int(1, 99)}/${random.int(1, 40)}, ${random.pick(LANES)}, ${place}`;
  }
}

export function shopAddressIn(random: Random, city: City): string {
  const area = random.pick(city.areas);
  return `Shop ${random.int(1, 30)}, ${random.pick(BUILDING_FIRST)} ${random.pick(['Complex', 'Arcade', 'Market', 'Plaza', 'Chambers'])}, ${random.pick(city.roads)}, ${area.name}, ${city.name} ${area.pin}`;
}

/**
 * A mobile number: ten digits starting 6–9. Numbers starting 91000 are left to the seeded
 * business owners (9100000000 …), so an owner's phone signs in to exactly one account.
 */
export function mobileNumber(random: Random, taken: Set<string>): string {
  for (;;) {
    const lead = random.weighted([['9', 40], ['8', 25], ['7', 25], ['6', 10]] as const);
    const rest = String(random.int(0, 999_999_999)).padStart(9, '0');
    const phone = lead + rest;
    if (phone.startsWith('91000') || taken.has(phone)) continue;
    taken.add(phone);
    return phone;
  }
}

const MAIL_HOSTS = [['gmail.com', 70], ['yahoo.in', 10], ['rediffmail.com', 6], ['outlook.com', 8], ['hotmail.com', 6]] as const;

export function personalEmail(random: Random, person: Person): string {
  const local = `${person.first}.${person.last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const digits = random.chance(0.5) ? String(random.int(1, 99)) : '';
  return `${local}${digits}@${random.weighted(MAIL_HOSTS)}`;
}

const SHOP_NAME_FIRST = list('Shree Sai Balaji Om Laxmi Krishna Jai Ganesh Maruti Kaveri Ganga Narmada Hindustan Apex Perfect Classic Royal Star New Sri Mahalaxmi Bharat Swastik Vishwas Trimurti');
const SHOP_NAME_TRADE = ['Aqua', 'Water', 'Cooling', 'RO', 'Air', 'Electronics', 'Appliances', 'Home', 'Aqua & Cooling', 'Refrigeration'];
const SHOP_NAME_KIND = ['Services', 'Solutions', 'Enterprises', 'Traders', 'Agencies', 'Care', 'Point', 'Systems', 'Sales & Service', 'Technologies'];

/** A shop's trading name, different from every name already given. */
export function shopName(random: Random, cityName: string, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const base = `${random.pick(SHOP_NAME_FIRST)} ${random.pick(SHOP_NAME_TRADE)} ${random.pick(SHOP_NAME_KIND)}`;
    const name = attempt < 5 ? base : `${base}, ${cityName}`;
    if (taken.has(name)) continue;
    taken.add(name);
    return name;
  }
}

/** Initials of a trading name, the prefix of its bill numbers ("Sai Aqua Solutions" → "SAS"). */
export function initialsOf(name: string): string {
  return name
    .split(/[\s,&]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 4);
}

/** The shop's mail domain name: its first two words ("Sai Aqua Solutions" → "saiaqua"). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 2)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}
