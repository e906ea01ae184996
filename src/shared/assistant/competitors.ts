/** Other companies' names, as a regular expression's alternatives: their prices and products are not ours to describe. */
export const COMPETITORS = 'smith\\.?ai|ruby(?: receptionists)?|dialpad|goodcall|synthflow|bland(?:\\.ai)?|retell|air\\.ai|podium|nextiva|ringcentral|answerconnect|myaifrontdesk|rosie';
