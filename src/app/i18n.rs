//! Every string the UI shows, in Brazilian Portuguese and English.
//!
//! One key per text ([`Msg`]) and one exhaustive `match` that returns both languages at once:
//! a key without a translation does not compile. Texts that come from the engine arrive as
//! [`Bilingual`](crate::i18n::Bilingual); crate names, versions and SPDX licence identifiers
//! (`notices.rs`) and edition years are data, not language.
use crate::i18n::Lang;

/// A text the UI shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    AppName,
    Tagline,
    SkipToContent,
    MainNav,
    NavHome,
    NavDrills,
    NavQuiz,
    NavClock,
    NavInstructor,
    NavSettings,
    NavAbout,
    EditionInUse,
    UpdateAvailable,
    UpdateReload,
    HomeTitle,
    HomeIntro,
    HomeTopicsTitle,
    TopicTouch,
    TopicIllegal,
    TopicClaims,
    TopicFlag,
    TopicClocks,
    TopicAdjourn,
    HomeProgressTitle,
    HomeProgressBody,
    HomeStart,
    DrillsTitle,
    DrillsBody,
    DrillTitle,
    DrillIdLabel,
    DrillBody,
    DrillBack,
    QuizTitle,
    QuizBody,
    ClockTitle,
    ClockBody,
    InstructorTitle,
    InstructorBody,
    SettingsTitle,
    LanguageLabel,
    EditionLabel,
    EditionHelp,
    InForce,
    SavedOnDevice,
    AboutTitle,
    AboutWhat,
    AboutLicense,
    AboutLicenseText,
    AboutSource,
    AboutSourceNote,
    AboutLibraries,
    AboutLibrariesIntro,
    AboutNoticesFile,
    AboutLibraryName,
    AboutLibraryVersion,
    AboutLibraryLicense,
    AboutOffline,
    NotFoundTitle,
    NotFoundBody,
    NotFoundHome,
}

impl Msg {
    /// The text in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        let (pt, en) = self.both();
        match lang {
            Lang::Pt => pt,
            Lang::En => en,
        }
    }

    /// `(pt-BR, English)`.
    pub const fn both(self) -> (&'static str, &'static str) {
        match self {
            Msg::AppName => ("Árbitro", "Árbitro"),
            Msg::Tagline => (
                "Treino de árbitros de xadrez nas Leis da FIDE",
                "Training chess arbiters on the FIDE Laws",
            ),
            Msg::SkipToContent => ("Ir para o conteúdo", "Skip to content"),
            Msg::MainNav => ("Navegação principal", "Main navigation"),
            Msg::NavHome => ("Início", "Home"),
            Msg::NavDrills => ("Exercícios", "Drills"),
            Msg::NavQuiz => ("Questionário", "Quiz"),
            Msg::NavClock => ("Relógio", "Clock"),
            Msg::NavInstructor => ("Instrutor", "Instructor"),
            Msg::NavSettings => ("Ajustes", "Settings"),
            Msg::NavAbout => ("Sobre", "About"),
            Msg::EditionInUse => ("Leis do Xadrez, edição", "Laws of Chess, edition"),
            Msg::UpdateAvailable => ("Nova versão disponível —", "New version —"),
            Msg::UpdateReload => ("recarregar", "reload"),
            Msg::HomeTitle => ("Tópicos e progresso", "Topics and progress"),
            Msg::HomeIntro => (
                "Pratique as decisões do árbitro com posições e incidentes reais, na edição das Leis que você escolher.",
                "Practise the arbiter's decisions on real positions and incidents, in the edition of the Laws you choose.",
            ),
            Msg::HomeTopicsTitle => ("Tópicos", "Topics"),
            Msg::TopicTouch => ("Peça tocada", "Touch-move"),
            Msg::TopicIllegal => ("Lances ilegais", "Illegal moves"),
            Msg::TopicClaims => ("Reclamações de empate", "Draw claims"),
            Msg::TopicFlag => ("Queda de bandeira", "Flag fall"),
            Msg::TopicClocks => ("Relógios e controles de tempo", "Clocks and time controls"),
            Msg::TopicAdjourn => (
                "Adiamento e finais acelerados",
                "Adjournment and quickplay finishes",
            ),
            Msg::HomeProgressTitle => ("Seu progresso", "Your progress"),
            Msg::HomeProgressBody => (
                "Os exercícios de cada tópico ainda não fazem parte desta versão. Quando fizerem, esta página mostrará quantos você resolveu e acertou em cada tópico, guardado só neste aparelho.",
                "The drills for each topic are not part of this version yet. Once they are, this page will show how many you have solved and got right in each topic, stored on this device only.",
            ),
            Msg::HomeStart => ("Ver os exercícios", "See the drills"),
            Msg::DrillsTitle => ("Exercícios", "Drills"),
            Msg::DrillsBody => (
                "Aqui aparecerá a lista de exercícios, agrupados por tópico, cada um com a edição das Leis a que se aplica. Esta versão ainda não traz exercícios.",
                "The list of drills will appear here, grouped by topic, each with the editions of the Laws it applies to. This version does not ship any drills yet.",
            ),
            Msg::DrillTitle => ("Exercício", "Drill"),
            Msg::DrillIdLabel => ("Identificador:", "Identifier:"),
            Msg::DrillBody => (
                "Este exercício não existe nesta versão. Um exercício mostra a posição no tabuleiro, o que aconteceu e a pergunta; sua resposta é corrigida na hora, com os artigos das Leis que a fundamentam.",
                "This drill does not exist in this version. A drill shows the position on the board, what happened and the question; your answer is checked at once, with the articles of the Laws behind it.",
            ),
            Msg::DrillBack => ("Voltar aos exercícios", "Back to the drills"),
            Msg::QuizTitle => ("Questionário", "Quiz"),
            Msg::QuizBody => (
                "O questionário sorteará exercícios de vários tópicos e mostrará sua pontuação no final. Ele fica disponível quando o banco de exercícios fizer parte do aplicativo.",
                "The quiz will draw drills from several topics and show your score at the end. It becomes available once the drill bank is part of the app.",
            ),
            Msg::ClockTitle => ("Relógio", "Clock"),
            Msg::ClockBody => (
                "Aqui ficará um relógio de xadrez FIDE: controles com vários períodos, incremento e atraso, pausa e ajuste de tempo pelo árbitro, e a queda de bandeira.",
                "A FIDE chess clock will live here: time controls with several periods, increment and delay, pausing and adjusting the time as the arbiter, and the flag fall.",
            ),
            Msg::InstructorTitle => ("Modo instrutor", "Instructor mode"),
            Msg::InstructorBody => (
                "O modo instrutor mostrará um tabuleiro grande, próprio para projetor, em que o instrutor desenha setas e círculos e conduz um exercício para a turma.",
                "Instructor mode will show a large, projector-friendly board on which the instructor draws arrows and circles and walks a class through a drill.",
            ),
            Msg::SettingsTitle => ("Ajustes", "Settings"),
            Msg::LanguageLabel => ("Idioma", "Language"),
            Msg::EditionLabel => ("Edição das Leis do Xadrez", "Edition of the Laws of Chess"),
            Msg::EditionHelp => (
                "As decisões e os artigos citados seguem a edição escolhida.",
                "Rulings and the articles they cite follow the chosen edition.",
            ),
            Msg::InForce => ("em vigor", "in force"),
            Msg::SavedOnDevice => (
                "As escolhas ficam salvas neste aparelho.",
                "Your choices are saved on this device.",
            ),
            Msg::AboutTitle => ("Sobre o Árbitro", "About Árbitro"),
            Msg::AboutWhat => (
                "O Árbitro ensina as Leis do Xadrez da FIDE a árbitros, edição por edição, com exercícios corrigidos por um motor de regras.",
                "Árbitro teaches the FIDE Laws of Chess to arbiters, edition by edition, with drills checked by a rules engine.",
            ),
            Msg::AboutLicense => ("Licença", "Licence"),
            Msg::AboutLicenseText => (
                "O Árbitro é software livre: você pode redistribuí-lo e modificá-lo nos termos da Licença Pública Geral GNU, versão 3 ou (a seu critério) qualquer versão posterior (GPL-3.0-or-later). Ele é distribuído sem nenhuma garantia.",
                "Árbitro is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.",
            ),
            Msg::AboutSource => (
                "Baixar o código-fonte desta versão",
                "Download the source code of this version",
            ),
            Msg::AboutSourceNote => (
                "O arquivo é gerado junto com o aplicativo e corresponde exatamente ao que você está usando.",
                "The archive is built together with the app and matches exactly what you are running.",
            ),
            Msg::AboutLibraries => ("Bibliotecas incluídas", "Libraries included"),
            Msg::AboutLibrariesIntro => (
                "O aplicativo inclui as bibliotecas abaixo, cada uma sob a sua licença.",
                "The app includes the libraries below, each under its own licence.",
            ),
            Msg::AboutNoticesFile => (
                "Textos completos das licenças e avisos de direitos autorais",
                "Full licence texts and copyright notices",
            ),
            Msg::AboutLibraryName => ("Biblioteca", "Library"),
            Msg::AboutLibraryVersion => ("Versão", "Version"),
            Msg::AboutLibraryLicense => ("Licença", "Licence"),
            Msg::AboutOffline => (
                "Depois da primeira visita, todas as páginas funcionam sem internet.",
                "After the first visit, every page works offline.",
            ),
            Msg::NotFoundTitle => ("Página não encontrada", "Page not found"),
            Msg::NotFoundBody => (
                "Não há nada neste endereço.",
                "There is nothing at this address.",
            ),
            Msg::NotFoundHome => ("Ir para o início", "Go to the home page"),
        }
    }
}

/// The name of a language, written in that language (shown the same whatever the UI language).
pub const fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Pt => "Português (Brasil)",
        Lang::En => "English",
    }
}

/// The short name, for the header's language button.
pub const fn lang_short_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Pt => "Português",
        Lang::En => "English",
    }
}
