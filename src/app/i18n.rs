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
    // --- the clock page (ui-clock) ---
    ClockFaceLabel,
    ClockWhite,
    ClockBlack,
    ClockMoves,
    ClockPeriod,
    ClockDelayLeft,
    ClockFlag,
    ClockFellFirst,
    ClockStatusSet,
    ClockStatusWhiteRuns,
    ClockStatusBlackRuns,
    ClockStatusPaused,
    ClockStatusFrozen,
    ClockWhiteFellFirst,
    ClockBlackFellFirst,
    ClockStart,
    ClockPause,
    ClockResume,
    ClockKeysHelp,
    ClockSetupTitle,
    ClockPresetsLegend,
    ClockCustomOption,
    ClockCustomLabel,
    ClockCustomHelp,
    ClockCustomInvalid,
    ClockTriggerLabel,
    ClockTriggerMoves,
    ClockTriggerZero,
    ClockApply,
    ClockInUse,
    ClockArbiterTitle,
    ClockSideLabel,
    ClockAmountLabel,
    ClockAddTime,
    ClockRemoveTime,
    ClockSetTime,
    ClockBadAmount,
    ClockMovesLabel,
    ClockSetMoves,
    ClockBadMoves,
    ClockCorrected,
    ClockPenaltyTitle,
    ClockSupervisionLabel,
    ClockSupervisionAdequate,
    ClockSupervisionInadequate,
    ClockClassStandard,
    ClockClassRapid,
    ClockClassBlitz,
    ClockEdition,
    ClockPenaltyToOpponent,
    ClockArticle,
    ClockPenaltyNone,
    ClockIllegalByWhite,
    ClockIllegalByBlack,
    ClockPenaltyApplied,
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
            // --- the clock page (ui-clock) ---
            Msg::ClockFaceLabel => ("Relógio de xadrez", "Chess clock"),
            Msg::ClockWhite => ("Brancas", "White"),
            Msg::ClockBlack => ("Pretas", "Black"),
            Msg::ClockMoves => ("Lances", "Moves"),
            Msg::ClockPeriod => ("Período", "Period"),
            Msg::ClockDelayLeft => ("Atraso", "Delay"),
            Msg::ClockFlag => ("Bandeira caída", "Flag fallen"),
            Msg::ClockFellFirst => ("caiu primeiro", "fell first"),
            Msg::ClockStatusSet => (
                "Relógio acertado e parado. Espaço ou Iniciar põe o relógio das Brancas para correr.",
                "Clock set, not started. Space or Start runs White's clock.",
            ),
            Msg::ClockStatusWhiteRuns => {
                ("Corre o relógio das Brancas.", "White's clock is running.")
            }
            Msg::ClockStatusBlackRuns => {
                ("Corre o relógio das Pretas.", "Black's clock is running.")
            }
            Msg::ClockStatusPaused => ("Relógio em pausa.", "Clock paused."),
            Msg::ClockStatusFrozen => (
                "Relógio parado: uma bandeira caiu no último período.",
                "Clock stopped: a flag fell in the last period.",
            ),
            Msg::ClockWhiteFellFirst => (
                "A bandeira das Brancas caiu primeiro.",
                "White's flag fell first.",
            ),
            Msg::ClockBlackFellFirst => (
                "A bandeira das Pretas caiu primeiro.",
                "Black's flag fell first.",
            ),
            Msg::ClockStart => ("Iniciar", "Start"),
            Msg::ClockPause => ("Pausar", "Pause"),
            Msg::ClockResume => ("Continuar", "Resume"),
            Msg::ClockKeysHelp => (
                "Teclado: Espaço aperta o relógio de quem está com a vez (ou inicia); A ou Shift esquerdo, Brancas; L ou Shift direito, Pretas; P pausa e continua. Num celular, toque na sua metade.",
                "Keyboard: Space presses the clock of the side to move (or starts it); A or left Shift, White; L or right Shift, Black; P pauses and resumes. On a phone, tap your half.",
            ),
            Msg::ClockSetupTitle => ("Controle de tempo", "Time control"),
            Msg::ClockPresetsLegend => ("Escolha o controle", "Choose the control"),
            Msg::ClockCustomOption => (
                "Outro, na notação do Árbitro",
                "Other, in Árbitro's notation",
            ),
            Msg::ClockCustomLabel => ("Controle personalizado", "Custom control"),
            Msg::ClockCustomHelp => (
                "Tempos em segundos; períodos separados por \":\". Exemplos: 5400+30 (incremento), 40/5400+30:1800+30 (dois períodos), 3600 (morte súbita), 5400d30 (atraso simples), 300b3 (Bronstein).",
                "Times in seconds; periods separated by \":\". Examples: 5400+30 (increment), 40/5400+30:1800+30 (two periods), 3600 (sudden death), 5400d30 (simple delay), 300b3 (Bronstein).",
            ),
            Msg::ClockCustomInvalid => ("Controle inválido:", "Invalid control:"),
            Msg::ClockTriggerLabel => (
                "Quando entra o tempo do próximo período",
                "When the next period's time is added",
            ),
            Msg::ClockTriggerMoves => (
                "No lance que completa o período (contador de lances)",
                "At the move that completes the period (move counter)",
            ),
            Msg::ClockTriggerZero => (
                "Quando o tempo do período chega a zero",
                "When the period's time reaches zero",
            ),
            Msg::ClockApply => ("Acertar o relógio", "Set the clock"),
            Msg::ClockInUse => ("No relógio:", "On the clock:"),
            Msg::ClockArbiterTitle => ("Correções do árbitro", "Arbiter's corrections"),
            Msg::ClockSideLabel => ("Lado", "Side"),
            Msg::ClockAmountLabel => (
                "Tempo (H:MM:SS, M:SS ou segundos)",
                "Time (H:MM:SS, M:SS or seconds)",
            ),
            Msg::ClockAddTime => ("Acrescentar", "Add"),
            Msg::ClockRemoveTime => ("Reduzir", "Remove"),
            Msg::ClockSetTime => ("Fixar neste tempo", "Set to this time"),
            Msg::ClockBadAmount => (
                "Tempo inválido: use H:MM:SS, M:SS ou segundos.",
                "Invalid time: use H:MM:SS, M:SS or seconds.",
            ),
            Msg::ClockMovesLabel => ("Lances feitos", "Moves made"),
            Msg::ClockSetMoves => ("Corrigir o contador", "Set the counter"),
            Msg::ClockBadMoves => ("Número de lances inválido.", "Invalid number of moves."),
            Msg::ClockCorrected => ("Correção feita.", "Correction made."),
            Msg::ClockPenaltyTitle => ("Lance ilegal: penalidade", "Illegal move: penalty"),
            Msg::ClockSupervisionLabel => (
                "Supervisão (rápidas e relâmpago)",
                "Supervision (rapid and blitz)",
            ),
            Msg::ClockSupervisionAdequate => ("Adequada", "Adequate"),
            Msg::ClockSupervisionInadequate => ("Inadequada", "Inadequate"),
            Msg::ClockClassStandard => ("Xadrez clássico", "Standard chess"),
            Msg::ClockClassRapid => ("Xadrez rápido", "Rapid chess"),
            Msg::ClockClassBlitz => ("Xadrez relâmpago", "Blitz"),
            Msg::ClockEdition => ("edição", "edition"),
            Msg::ClockPenaltyToOpponent => (
                "tempo acrescentado ao adversário:",
                "time added to the opponent:",
            ),
            Msg::ClockArticle => ("Art.", "Art."),
            Msg::ClockPenaltyNone => (
                "Aqui o primeiro lance ilegal já decide a partida: não há tempo a acrescentar.",
                "Here the first illegal move already decides the game: there is no time to add.",
            ),
            Msg::ClockIllegalByWhite => ("Lance ilegal das Brancas", "Illegal move by White"),
            Msg::ClockIllegalByBlack => ("Lance ilegal das Pretas", "Illegal move by Black"),
            Msg::ClockPenaltyApplied => ("Penalidade aplicada.", "Penalty applied."),
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
