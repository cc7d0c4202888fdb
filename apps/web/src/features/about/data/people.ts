export type Person = { id: number; name: string; role: string };

const people = (rows: string): Person[] =>
  rows
    .trim()
    .split('\n')
    .map((row, i) => {
      const [name = '', role = ''] = row.split('|').map((s) => s.trim());
      return { id: i + 1, name, role };
    });

/** The spirituality team (29, spec point 9); the page places the person with id 28 first. */
export const spiritTeam = people(`
Maulana Abdul Ghafoor | Khalifa, Lahore circle
Qari Muhammad Idrees | Teacher of tajweed
Sufi Ghulam Rasool | Khalifa, Multan circle
Hafiz Zubair Ahmad | Leader of the weekly halqa
Pir Syed Anwar Shah | Khalifa, Peshawar circle
Maulana Tariq Mehmood | Lecturer in tafsir
Hakeem Noor Muhammad | Khalifa, Faisalabad circle
Ustadha Rabia Basri | Women’s circle, Lahore
Muhammad Aslam Qadri | Naat reciter
Ustadha Saima Noor | Women’s circle, Karachi
Maulana Fazal Haq | Khalifa, Quetta circle
Sufi Abdul Sattar | Khalifa, Hyderabad circle
Qari Saeed Ahmad | Qur’an school, Rawalpindi
Maulana Iftikhar Hussain | Counsellor for seekers
Hafiz Bilal Ahmad | Youth circle, Islamabad
Ustadha Amna Tariq | Women’s circle, Islamabad
Muhammad Yousuf Chishti | Keeper of the library
Maulana Rashid Ahmad | Khalifa, Sialkot circle
Sufi Nazir Ahmad | Khalifa, Bahawalpur circle
Ustadha Khadija Akram | Teacher of Arabic
Hafiz Usman Ghani | Organiser, annual gathering
Maulana Shafiq ur Rehman | Khalifa, Gujranwala circle
Muhammad Arif Naqshbandi | Translator of the books
Ustadha Fatima Zahra | Women’s circle, Multan
Qari Abdul Basit | Teacher of tajweed
Maulana Javed Iqbal | Lecturer in hadith
Hafiz Kamran Ali | Youth circle, Lahore
Hazrat Sufi Muhammad Siddique | Spiritual guide (murshid)
Maulana Naveed Akhtar | Khalifa, Sargodha circle
`);

/** The foundation's members (29, spec point 9). */
export const foundationMembers = people(`
Chaudhry Muhammad Akram | Chairman
Dr. Sajid Mehmood | Vice chairman
Farah Naz | General secretary
Imran Qureshi | Treasurer
Dr. Nadia Hassan | Director, medical camps
Engr. Waqar Ahmed | Director, water projects
Prof. Abdul Qayyum | Director, education
Sana Javed | Director, publishing
Col. (R) Tahir Abbas | Chief commissioner, scouts
Mufti Zahid Hussain | Religious affairs
Asma Rafiq | Women’s welfare
Khalid Mahmood | Livelihood schemes
Rizwan Haider | Food programmes
Ayesha Siddiqa | Donor relations
Usman Farooq | Finance and audit
Hina Shahid | Volunteers
Faisal Nadeem | Media and lectures
Dr. Amjad Saleem | Research and books
Shazia Parveen | Schools network
Naveed Anjum | Logistics and relief
Zeeshan Ali | Information technology
Bushra Iqbal | Family support
Hamza Rauf | Youth and students
Muhammad Ramzan | Funeral services
Tahira Bano | Marriage assistance
Adeel Ashraf | Regional lead, Sindh
Sohail Akhtar | Regional lead, Khyber Pakhtunkhwa
Gul Khan Baloch | Regional lead, Balochistan
Ghazala Yasmin | Regional lead, Punjab
`);

/** The person with `firstId` leads; everyone else keeps their order. */
export const withFirst = (list: Person[], firstId: number) => [
  ...list.filter((p) => p.id === firstId),
  ...list.filter((p) => p.id !== firstId),
];
